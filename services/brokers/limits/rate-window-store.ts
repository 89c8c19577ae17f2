import type { OrderRateLimit } from "./order-rate-limits";

/**
 * Where the order-rate windows are kept: a log of slot times per key (a client's or an app
 * key's), in this process (`MemoryRateWindowStore`) or in Redis, so several services instances
 * keep one count (`RedisRateWindowStore`). A slot is one order: taken before it is sent, stamped
 * again when it goes, given back when it never does. A slot at t fills every window until t + perMs.
 */
export interface RateWindowStore {
  /**
   * Takes `slots` (their ids) at `now` if they fit in every one of `limits`: 0. Otherwise takes
   * nothing and answers how many milliseconds until they might fit.
   */
  tryTake(
    key: string,
    limits: readonly OrderRateLimit[],
    slots: readonly string[],
    now: number,
  ): Promise<number>;
  /** Moves a taken slot to `now`: its order went only now. */
  restamp(key: string, slot: string, now: number): Promise<void>;
  /** Gives slots back: their orders were never sent. */
  release(key: string, slots: readonly string[]): Promise<void>;
  /** Lets go of the store's connection, if it has one. */
  close(): Promise<void>;
}

/**
 * How long until `count` more slots fit a window that holds `times` (oldest first), or 0: the
 * window must first lose its oldest `times.length + count - limit.orders` slots.
 */
export function waitForRoom(
  times: readonly number[],
  count: number,
  limit: OrderRateLimit,
  now: number,
) {
  const inWindow = times.filter((t) => t > now - limit.perMs);
  const excess = inWindow.length + count - limit.orders;
  return excess <= 0 ? 0 : inWindow[excess - 1]! + limit.perMs - now;
}

/** The windows of one process (the embedded default, and every test). */
export class MemoryRateWindowStore implements RateWindowStore {
  private readonly logs = new Map<string, Map<string, number>>();

  async tryTake(
    key: string,
    limits: readonly OrderRateLimit[],
    slots: readonly string[],
    now: number,
  ): Promise<number> {
    const log = this.logOf(key, limits, now);
    const times = [...log.values()].sort((a, b) => a - b);
    const wait = Math.max(
      0,
      ...limits.map((limit) => waitForRoom(times, slots.length, limit, now)),
    );
    if (wait === 0) for (const slot of slots) log.set(slot, now);
    return wait;
  }

  async restamp(key: string, slot: string, now: number): Promise<void> {
    const log = this.logs.get(key);
    if (log?.has(slot)) log.set(slot, now);
  }

  async release(key: string, slots: readonly string[]): Promise<void> {
    const log = this.logs.get(key);
    for (const slot of slots) log?.delete(slot);
  }

  async close(): Promise<void> {
    this.logs.clear();
  }

  /** The key's log, without the slots that have left its longest window. */
  private logOf(key: string, limits: readonly OrderRateLimit[], now: number): Map<string, number> {
    let log = this.logs.get(key);
    if (!log) {
      log = new Map();
      this.logs.set(key, log);
    }
    const longest = Math.max(...limits.map((limit) => limit.perMs));
    for (const [slot, time] of log) if (time <= now - longest) log.delete(slot);
    return log;
  }
}
