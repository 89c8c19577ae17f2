import { afterEach, describe, expect, it, vi } from "vitest";
import { inIdleTurns } from "./idle-turns";

/** A browser whose idle moments come when the test says. */
function idleBrowser() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("window", {
    requestIdleCallback: (run: () => void) => waiting.push(run),
    cancelIdleCallback: (id: number) => {
      waiting[id - 1] = () => {};
    },
  });
  return {
    /** Lets one idle moment pass: the oldest callback runs. */
    idleMoment: () => waiting.shift()?.(),
    get waiting() {
      return waiting.length;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("inIdleTurns", () => {
  it("runs one task per idle moment, in order, asking for the next moment only after each", () => {
    const browser = idleBrowser();
    const ran: string[] = [];
    inIdleTurns([() => ran.push("toasts"), () => ran.push("session"), () => ran.push("worker")]);
    expect(ran).toEqual([]);
    expect(browser.waiting).toBe(1);
    browser.idleMoment();
    expect(ran).toEqual(["toasts"]);
    browser.idleMoment();
    browser.idleMoment();
    expect(ran).toEqual(["toasts", "session", "worker"]);
    expect(browser.waiting).toBe(0);
  });

  it("runs nothing more once cancelled", () => {
    const browser = idleBrowser();
    const ran: string[] = [];
    const cancel = inIdleTurns([() => ran.push("first"), () => ran.push("second")]);
    browser.idleMoment();
    cancel();
    browser.idleMoment();
    expect(ran).toEqual(["first"]);
  });
});
