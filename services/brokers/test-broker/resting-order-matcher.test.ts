import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingLogger } from "../../testing/recording-logger";
import { startRestingOrderMatcher } from "./resting-order-matcher";

describe("the resting-order matcher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("matches on every tick, logs a failed run and goes on", async () => {
    const logger = recordingLogger();
    const runs = [async () => 1, async () => Promise.reject(new Error("db down")), async () => 0];
    const matchRestingOrders = vi.fn(() => (runs.shift() ?? (async () => 0))());
    const stop = startRestingOrderMatcher({ matchRestingOrders }, logger, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(matchRestingOrders).toHaveBeenCalledTimes(3);
    expect(logger.entries.map((e) => e.message)).toEqual(["Paper order matching failed"]);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(matchRestingOrders).toHaveBeenCalledTimes(3);
  });

  it("never starts a run while the last one is still going, and stop waits for it", async () => {
    let finish = () => {};
    const matchRestingOrders = vi.fn(
      () => new Promise<number>((resolve) => (finish = () => resolve(0))),
    );
    const stop = startRestingOrderMatcher({ matchRestingOrders }, recordingLogger(), 1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(matchRestingOrders).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
