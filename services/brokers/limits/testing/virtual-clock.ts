import type { LimiterClock } from "../rate-limiter";

/**
 * Virtual time for the limiters' tests: `sleep` moves the clock at once, so nothing waits and
 * nothing is flaky. Concurrent sleepers each move it by their own wait, so a test of several
 * callers reads each one's time where it resumed.
 */
export class VirtualClock implements LimiterClock {
  ms = 0;
  readonly sleeps: number[] = [];
  now = () => this.ms;
  sleep = async (ms: number) => {
    this.sleeps.push(ms);
    this.ms += ms;
  };
}

/**
 * Virtual time for concurrent callers: a sleeper waits until every other caller waits too, then
 * the clock moves to the earliest wake-up. `run` drives a piece of work to its end that way.
 */
export class SteppedClock implements LimiterClock {
  ms = 0;
  private timers: { at: number; wake: () => void }[] = [];
  now = () => this.ms;
  sleep = (ms: number) => new Promise<void>((wake) => this.timers.push({ at: this.ms + ms, wake }));

  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    void work.finally(() => (done = true)).catch(() => undefined);
    while (!done) {
      // Everything runnable runs first (promise jobs and I/O callbacks).
      await new Promise((resolve) => setImmediate(resolve));
      if (done || this.timers.length === 0) continue;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift()!;
      this.ms = Math.max(this.ms, next.at);
      next.wake();
    }
    return work;
  }
}
