import type { BrokerCode } from "../../../lib/brokers";
import { ORDER_RATE_LIMITS, type OrderRateLimit } from "./order-rate-limits";
import { SlidingWindowRateLimiter, systemLimiterClock, type LimiterClock } from "./rate-limiter";

/**
 * One order-rate limiter per broker, shared by every order sent to that broker from this process
 * (the limit is per API key, and the product has one key per broker). Create one at start and
 * pass it wherever orders are placed.
 */
export class OrderRateLimiters {
  private readonly limiters = new Map<BrokerCode, SlidingWindowRateLimiter>();

  constructor(
    private readonly clock: LimiterClock = systemLimiterClock,
    private readonly limits: Readonly<Record<BrokerCode, OrderRateLimit>> = ORDER_RATE_LIMITS,
  ) {}

  forBroker(code: BrokerCode): SlidingWindowRateLimiter {
    let limiter = this.limiters.get(code);
    if (!limiter) {
      limiter = new SlidingWindowRateLimiter(this.limits[code], this.clock);
      this.limiters.set(code, limiter);
    }
    return limiter;
  }
}
