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
 * first placed are TRACKING first. Those waiting start together, up to `atOnce` of them, once
 * the sends before them have all ended: baskets that take each step at the same moment share
 * its statements (batched-call.ts), where baskets let in one by one would each be a step apart.
 */
export class SendTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly atOnce: number) {
    if (!Number.isInteger(atOnce) || atOnce < 1) {
      throw new RangeError(`Sends at once must be a whole number of 1 or more, not ${atOnce}`);
    }
  }

  /** Runs `send` in its turn: at once while fewer than `atOnce` run and none wait, else in line. */
  async take<T>(send: () => Promise<T>): Promise<T> {
    if (this.allTaken) await new Promise<void>((begin) => this.waiting.push(begin));
    else this.running += 1;
    try {
      return await send();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.letInNext();
    }
  }

  /** The next sends in line, up to `atOnce`, all at once. */
  private letInNext(): void {
    const next = this.waiting.splice(0, this.atOnce);
    this.running += next.length;
    for (const begin of next) begin();
  }

  /** Whether a send taken now would wait for its turn. */
  get allTaken(): boolean {
    return this.running >= this.atOnce || this.waiting.length > 0;
  }

  /** Whether no send runs nor waits: a send taken now is the only one. */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  /** Sends waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }
}
