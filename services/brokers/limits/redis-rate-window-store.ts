import { Redis } from "ioredis";
import type { Logger } from "../../logger";
import type { OrderRateLimit } from "./order-rate-limits";
import type { RateWindowStore } from "./rate-window-store";

/** Every key of the order-rate windows lives under this prefix. */
const KEY_PREFIX = "strikeline:order-rate:";

/**
 * The take, done in Redis in one step so that two instances can never both take the last slot:
 * a sorted set per key (slot id → time), trimmed to the longest window, counted per window; the
 * slots are added only if they fit every window, else the wait until they might is answered.
 * ARGV: now, count, windows, then orders and perMs per window, then the slot ids.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local count = tonumber(ARGV[2])
local windows = tonumber(ARGV[3])
local longest = 0
for i = 0, windows - 1 do
  local per = tonumber(ARGV[5 + 2 * i])
  if per > longest then longest = per end
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - longest)
local wait = 0
for i = 0, windows - 1 do
  local orders = tonumber(ARGV[4 + 2 * i])
  local per = tonumber(ARGV[5 + 2 * i])
  local times = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - per), '+inf', 'WITHSCORES')
  local excess = #times / 2 + count - orders
  if excess > 0 then
    local until_room = tonumber(times[2 * excess]) + per - now
    if until_room > wait then wait = until_room end
  end
end
if wait > 0 then return wait end
for j = 1, count do
  redis.call('ZADD', KEYS[1], now, ARGV[3 + 2 * windows + j])
end
redis.call('PEXPIRE', KEYS[1], longest)
return 0
`;

/**
 * The order-rate windows in Redis (REDIS_URL): every services instance counts against the same
 * windows, so a client's 10 orders a second hold across instances. Times are the services'
 * clock, which the instances share.
 */
export class RedisRateWindowStore implements RateWindowStore {
  private readonly redis: Redis;

  /** Connects at once; a command before the connection is up waits for it. */
  constructor(url: string, logger: Logger) {
    // The windows asked of in one turn of the event loop go in one write (the open's orders).
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
    this.redis.on("error", (error: Error) =>
      logger.warn("Redis order-rate windows", { error: error.message }),
    );
  }

  async tryTake(
    key: string,
    limits: readonly OrderRateLimit[],
    slots: readonly string[],
    now: number,
  ): Promise<number> {
    const windows = limits.flatMap((limit) => [limit.orders, limit.perMs]);
    const wait = await this.redis.eval(
      TAKE_SCRIPT,
      1,
      KEY_PREFIX + key,
      now,
      slots.length,
      limits.length,
      ...windows,
      ...slots,
    );
    return Number(wait);
  }

  async restamp(key: string, slot: string, now: number): Promise<void> {
    await this.redis.zadd(KEY_PREFIX + key, "XX", now, slot);
  }

  async release(key: string, slots: readonly string[]): Promise<void> {
    if (slots.length > 0) await this.redis.zrem(KEY_PREFIX + key, ...slots);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
