import { describe, expect, it } from "vitest";
import { DEFAULT_FAULT_REJECTION, FaultInjector, partialQuantity } from "./faults";

describe("the fault injector", () => {
  it("is off until configured", () => {
    const faults = new FaultInjector();
    expect(faults.takeRejection()).toBeNull();
    expect(faults.takeTimeout()).toBe(false);
    expect(faults.partialFill()).toBeNull();
    expect(faults.fillDelayMs()).toBe(0);
    expect(faults.dropsOrderUpdates()).toBe(false);
    expect(faults.active()).toEqual({});
  });

  it("counts rejections and timeouts down as they fire", () => {
    const faults = new FaultInjector();
    faults.configure({ rejectNext: { count: 2 }, timeoutNext: 1 });
    expect([faults.takeRejection(), faults.takeRejection(), faults.takeRejection()]).toEqual([
      DEFAULT_FAULT_REJECTION,
      DEFAULT_FAULT_REJECTION,
      null,
    ]);
    expect([faults.takeTimeout(), faults.takeTimeout()]).toEqual([true, false]);
    expect(faults.active()).toEqual({
      rejectNext: { count: 0, reason: DEFAULT_FAULT_REJECTION },
      timeoutNext: 0,
    });
  });

  it("applies defaults, replaces the whole set, and resets", () => {
    const faults = new FaultInjector();
    faults.configure({ partialFill: { fraction: 0.5 }, dropOrderUpdates: true });
    expect(faults.partialFill()).toEqual({ fraction: 0.5, remainder: "cancel" });
    faults.configure({ fillDelayMs: 250 });
    expect(faults.partialFill()).toBeNull();
    expect(faults.fillDelayMs()).toBe(250);
    faults.reset();
    expect(faults.active()).toEqual({});
  });

  it("refuses a bad config and keeps the faults it had", () => {
    const faults = new FaultInjector();
    faults.configure({ dropOrderUpdates: true });
    expect(() => faults.configure({ partialFill: { fraction: 1 } })).toThrow();
    expect(() => faults.configure({ rejectNext: { count: -1 } })).toThrow();
    expect(() => faults.configure(JSON.parse('{"slowDown": true}'))).toThrow();
    expect(faults.dropsOrderUpdates()).toBe(true);
  });
});

describe("partial fill quantities", () => {
  it("takes whole lots, at least one and at most all but one", () => {
    expect(partialQuantity(325, 65, 0.5)).toBe(130);
    expect(partialQuantity(130, 65, 0.1)).toBe(65);
    expect(partialQuantity(130, 65, 0.99)).toBe(65);
    expect(partialQuantity(650, 65, 0.99)).toBe(585);
  });

  it("fills a one-lot order whole: it cannot split", () => {
    expect(partialQuantity(65, 65, 0.5)).toBe(65);
  });

  it("rejects only the named client's orders when a client is given", () => {
    const faults = new FaultInjector();
    faults.configure({ rejectNext: { count: 1, reason: "RMS: drill", clientId: "ASHA1" } });
    expect(faults.takeRejection("RAVI1")).toBeNull();
    expect(faults.takeRejection("ASHA1")).toBe("RMS: drill");
    expect(faults.takeRejection("ASHA1")).toBeNull();
  });
});
