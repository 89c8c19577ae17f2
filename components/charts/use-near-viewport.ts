import { startTransition, useCallback, useState } from "react";

/**
 * How far ahead of the viewport a chart starts drawing. None: on a phone the payoff chart sits
 * just below the first screen, and drawing it during load (recharts, hundreds of ms on a
 * mid-range phone) delayed the page's first taps for a chart nobody had scrolled to yet. It
 * draws, in slices, as it scrolls in; its skeleton holds the space meanwhile.
 */
export const NEAR_VIEWPORT_MARGIN = "0px";

/** The part of IntersectionObserver this uses (a test passes a fake). */
export type NearObserver = new (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, "observe" | "disconnect">;

const browserObserver = (): NearObserver | undefined =>
  typeof IntersectionObserver === "undefined" ? undefined : IntersectionObserver;

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport, or at once where
 * there is no IntersectionObserver (nothing would ever call it). Returns the cleanup.
 */
export function watchNearViewport(
  element: Element,
  onNear: () => void,
  Observer: NearObserver | undefined,
  margin: string = NEAR_VIEWPORT_MARGIN,
): () => void {
  if (!Observer) {
    onNear();
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element given to `ref` has come near the viewport; stays true once it has. For
 * work worth doing only when it may be seen, like mounting a chart library. The change is a
 * transition, so React renders what it reveals in slices rather than one long task.
 */
export function useNearViewport<T extends Element>(): [
  ref: (element: T | null) => (() => void) | undefined,
  near: boolean,
] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) =>
      element
        ? watchNearViewport(element, () => startTransition(() => setNear(true)), browserObserver())
        : undefined,
    [],
  );
  return [ref, near];
}
