import { describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, watchNearViewport, type NearObserver } from "./use-near-viewport";

/** A stand-in IntersectionObserver the test drives by hand. */
function fakeObserver() {
  const instances: {
    options: IntersectionObserverInit;
    observed: Element[];
    disconnected: boolean;
    fire: (isIntersecting: boolean) => void;
  }[] = [];
  const Observer: NearObserver = class {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
      const instance = {
        options,
        observed: [] as Element[],
        disconnected: false,
        fire: (isIntersecting: boolean) =>
          callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      instances.push(instance);
      this.observe = (element) => void instance.observed.push(element);
      this.disconnect = () => void (instance.disconnected = true);
    }
    observe: (element: Element) => void;
    disconnect: () => void;
  };
  return { Observer, instances };
}

const element = {} as Element;

describe("watchNearViewport", () => {
  it("watches the element with a margin ahead of the viewport", () => {
    const { Observer, instances } = fakeObserver();
    watchNearViewport(element, () => {}, Observer);
    expect(instances[0]?.observed).toEqual([element]);
    expect(instances[0]?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
  });

  it("calls back once the element comes near, then stops watching", () => {
    const { Observer, instances } = fakeObserver();
    const onNear = vi.fn();
    watchNearViewport(element, onNear, Observer);
    instances[0]?.fire(false);
    expect(onNear).not.toHaveBeenCalled();
    instances[0]?.fire(true);
    expect(onNear).toHaveBeenCalledOnce();
    expect(instances[0]?.disconnected).toBe(true);
  });

  it("stops watching when cleaned up", () => {
    const { Observer, instances } = fakeObserver();
    const stop = watchNearViewport(element, () => {}, Observer);
    stop();
    expect(instances[0]?.disconnected).toBe(true);
  });

  it("calls back at once without IntersectionObserver", () => {
    const onNear = vi.fn();
    watchNearViewport(element, onNear, undefined);
    expect(onNear).toHaveBeenCalledOnce();
  });
});
