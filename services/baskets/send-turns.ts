/**
 * Enough sends at once to keep the database's connections and a broker's round trips busy, few
 * enough that each basket's statements wait behind a handful of others', not a crowd's
 * (docs/performance.md, "The 09:15 surge").
 */
export const DEFAULT_SENDS_AT_ONCE = 8;

/**
 * How many baskets send their orders at once in this process; the rest wait their turn, in
 * arrival order, before their first order. At the open a thousand traders place together: sent
 * all at once, every basket's statements and broker calls queue behind every other's (at the
 * database pool, on the event loop), so each basket sits half entered for seconds and every
 * trader waits for the last. Taken in turns, a basket's hedges and sells go out together and the
 * first placed are TRACKING first.
 */
export class SendTurns {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly atOnce: number) {
    if (!Number.isInteger(atOnce) || atOnce < 1) {
      throw new RangeError(`Sends at once must be a whole number of 1 or more, not ${atOnce}`);
    }
    this.free = atOnce;
  }

  /** Runs `send` once fewer than `atOnce` sends are running and every earlier caller has begun. */
  async take<T>(send: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((begin) => this.waiting.push(begin));
    try {
      return await send();
    } finally {
      // The turn passes straight to the next in line: a newcomer never overtakes it.
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }

  /** Whether a send taken now would wait for its turn. */
  get allTaken(): boolean {
    return this.free === 0;
  }

  /** Sends waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }
}
