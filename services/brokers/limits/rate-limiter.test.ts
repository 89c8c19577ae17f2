import { describe, expect, it } from "vitest";
import { SlidingWindowRateLimiter } from "./rate-limiter";
import { VirtualClock } from "./testing/virtual-clock";

async function sendTimes(limiter: SlidingWindowRateLimiter, clock: VirtualClock, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await limiter.acquire();
    times.push(clock.now());
  }
  return times;
}

describe("the sliding-window limiter", () => {
  it("lets 10 orders through at once and makes the 11th wait for the window", async () => {
    const clock = new VirtualClock();
    const limiter = new SlidingWindowRateLimiter({ orders: 10, perMs: 1_000 }, clock);
    expect(await sendTimes(limiter, clock, 11)).toEqual([...Array<number>(10).fill(0), 1_000]);
    expect(clock.sleeps).toEqual([1_000]);
  });

  it("slides: a slot frees exactly when the send that held it is a window old", async () => {
    const clock = new VirtualClock();
    const limiter = new SlidingWindowRateLimiter({ orders: 10, perMs: 1_000 }, clock);
    for (let i = 0; i < 10; i++) {
      clock.ms = i * 100;
      await limiter.acquire();
    }
    clock.ms = 950;
    expect(await sendTimes(limiter, clock, 3)).toEqual([1_000, 1_100, 1_200]);
  });

  it("serves concurrent callers in order, never more than 10 in any second", async () => {
    const clock = new VirtualClock();
    const limiter = new SlidingWindowRateLimiter({ orders: 10, perMs: 1_000 }, clock);
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        limiter.acquire().then(() => times.push(i * 0 + clock.now())),
      ),
    );
    expect(times).toHaveLength(35);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const start of times) {
      expect(times.filter((t) => t >= start && t < start + 1_000).length).toBeLessThanOrEqual(10);
    }
    expect(times.at(-1)).toBe(3_000);
  });
});
