/**
 * Where the code asks "what time is it". Services and lib never read the machine's clock
 * themselves (eslint.config.mjs forbids it): the process is built with one Clock, real time in
 * production, and a test states its instant by building it with a fixed or started clock.
 */
export interface Clock {
  now(): Date;
}

/** Real time: the only place in services and lib that reads the machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

const MS_PER_MINUTE = 60_000;

function checkedMs(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("A clock needs a valid instant");
  return ms;
}

/**
 * A clock that moves only when told to: tests and drills set it to an instant (a Friday 10:00
 * IST, an expiry's close) and advance it. Each `now()` is a fresh Date, so a caller mutating it
 * cannot move the clock.
 */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date) {
    this.ms = checkedMs(start);
  }

  now(): Date {
    return new Date(this.ms);
  }

  /** Moves the clock to `instant` (backwards too: tests may replay a moment). */
  set(instant: Date): void {
    this.ms = checkedMs(instant);
  }

  /** Moves the clock forward (or back, with a negative amount) by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms = checkedMs(new Date(this.ms + ms));
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * MS_PER_MINUTE);
  }
}

/**
 * A clock that reads `start` at the moment it is made and then runs at the speed of `base`
 * (real time by default): a test that needs time to pass (timers, session expiry, fill delays)
 * on a stated day, whatever day the machine thinks it is.
 */
export function clockStartingAt(start: Date, base: Clock = systemClock): Clock {
  const offset = checkedMs(start) - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}
