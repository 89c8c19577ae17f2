import { repeatEvery } from "./repeat-every";

/**
 * A pass of background work, run every interval once started, never two at once: a pass asked
 * for (runOnce) while one is under way is that one.
 */
export class RepeatedPass<T> {
  private stopRepeating: (() => Promise<void>) | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly pass: () => Promise<T>,
    /** A repeated pass that failed (runOnce's caller hears of its own). */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Runs a pass every `intervalMs` from now on. */
  start(intervalMs: number): void {
    this.stopRepeating ??= repeatEvery(() => this.runOnce(), intervalMs, this.failed);
  }

  /** Stops the passes, waiting for one in progress (or the one runOnce started). */
  async stop(): Promise<void> {
    await this.stopRepeating?.();
    this.stopRepeating = undefined;
    await this.running;
  }

  /** One pass, or the one already running. */
  runOnce(): Promise<T> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
