import { setImmediate } from "node:timers";

/**
 * Enough baskets sending together that each step's batched statement serves many of them, few
 * enough that a statement (a basket's legs at the paper broker, say) stays short and the
 * traders' places of the moment are answered between them: at 1,000 traders on one instance,
 * 64 beat 32 and 128 (docs/performance.md, "The 09:15 surge").
 */
export const DEFAULT_SENDS_AT_ONCE = 64;

/**
 * How many baskets send their orders at once in this process; the rest wait their turn, in
 * arrival order, before their first order. At the open a thousand traders place together: sent
 * all at once, every basket's statements and broker calls queue behind every other's (at the
 * database pool, on the event loop), so each basket sits half entered for seconds and every
 * trader waits for the last. Taken in turns, a basket's hedges and sells go out together and the
 * first placed are TRACKING first. Sends start in groups of at most `atOnce`: those taken in one
 * turn of the event loop while none runs, then those waiting once every send of the group before
 * them has ended. Baskets that take each step at the same moment share its statements
 * (batched-call.ts); let in as each arrived or as each turn freed, baskets were each a step
 * apart and every statement served one or two of them.
 */
export class SendTurns {
  private running = 0;
  private starting = false;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly atOnce: number) {
    if (!Number.isInteger(atOnce) || atOnce < 1) {
      throw new RangeError(`Sends at once must be a whole number of 1 or more, not ${atOnce}`);
    }
  }

  /** Runs `send` in its turn: with the next group to start (this turn's, when none runs). */
  async take<T>(send: () => Promise<T>): Promise<T> {
    await new Promise<void>((begin) => {
      this.waiting.push(begin);
      if (this.running === 0 && !this.starting) {
        this.starting = true;
        // The others taken in this turn of the event loop start with it.
        setImmediate(() => {
          this.starting = false;
          this.letInNext();
        });
      }
    });
    try {
      return await send();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.letInNext();
    }
  }

  /** The next sends in line, up to `atOnce`, all at once. */
  private letInNext(): void {
    if (this.running > 0) return;
    const next = this.waiting.splice(0, this.atOnce);
    this.running += next.length;
    for (const begin of next) begin();
  }

  /** Whether no send runs nor waits: a send taken now starts at once, with this turn's. */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  /** Sends waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }
}
