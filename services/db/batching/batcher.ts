import { setImmediate } from "node:timers";

/** How many calls one shared statement serves at most: a larger crowd takes several. */
export const MAX_BATCH = 500;

export interface BatcherOptions<In> {
  /**
   * Calls with the same key never share a batch: the later waits for the next one. For writes
   * of one row (a basket's lease, an order's news) where a statement may touch a row once.
   */
  keyOf?: (item: In) => string;
  maxBatch?: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * Runs many callers' calls of one kind as one statement: the calls made while the previous batch
 * ran, or in the same turn of the event loop, go together (a group commit). At the 09:15 surge a
 * thousand traders' baskets take the same steps at once; on PGlite each statement costs about
 * half a millisecond of the services' one thread whatever it does, and a row more in it some
 * twenty microseconds, so the same work in shared statements costs a fraction
 * (docs/performance.md, "The 09:15 surge"). A lone call waits one turn of the event loop.
 *
 * `runMany` answers each item in order. When it fails, each item of the batch is run again on
 * its own, so one bad call (a constraint it breaks) fails only its caller; a failed statement
 * wrote nothing, so running its items again doubles nothing.
 */
export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly runMany: (items: readonly In[]) => Promise<readonly Out[]>,
    private readonly options: BatcherOptions<In> = {},
  ) {}

  run(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // After this turn's callbacks and promise reactions: every caller moving in step joins
    // (node:timers' own, which a test's fake timers leave running).
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** The next batch: in arrival order, at most maxBatch, one call per key. */
  private take(): Waiting<In, Out>[] {
    const { keyOf, maxBatch = MAX_BATCH } = this.options;
    if (!keyOf) return this.waiting.splice(0, maxBatch);
    const batch: Waiting<In, Out>[] = [];
    const later: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const waiting of this.waiting) {
      const key = keyOf(waiting.item);
      if (batch.length >= maxBatch || keys.has(key)) later.push(waiting);
      else {
        keys.add(key);
        batch.push(waiting);
      }
    }
    this.waiting = later;
    return batch;
  }

  private async flush(): Promise<void> {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    const batch = this.take();
    try {
      await this.settle(batch);
    } finally {
      this.running = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }

  private async settle(batch: readonly Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await this.runMany(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`A batch of ${batch.length} was answered ${results.length} times`);
      }
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await this.settle([waiting]);
    }
  }
}
