import { systemClock } from "../../../lib/time/clock";
import type { OrderRateLimit } from "./order-rate-limits";

/** Where a limiter reads the time and how it waits: real time in production, virtual in tests. */
export interface LimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemLimiterClock: LimiterClock = {
  now: () => systemClock.now().getTime(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A sliding-window-log limiter: at most `limit.orders` sends in any `limit.perMs` window. A send
 * at t leaves the window at t + perMs. `acquire()` resolves when the caller may send: at once
 * while the window has room, otherwise when its oldest send leaves. Callers are served one at a
 * time in call order, so two concurrent callers can never both take the last slot.
 */
export class SlidingWindowRateLimiter {
  private readonly sent: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: OrderRateLimit,
    private readonly clock: LimiterClock = systemLimiterClock,
  ) {
    if (!(limit.orders >= 1) || !(limit.perMs > 0)) throw new RangeError("Not a rate limit");
  }

  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.take());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async take(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      while (this.sent.length > 0 && this.sent[0]! <= now - this.limit.perMs) this.sent.shift();
      if (this.sent.length < this.limit.orders) {
        this.sent.push(now);
        return;
      }
      await this.clock.sleep(this.sent[0]! + this.limit.perMs - now);
    }
  }
}
