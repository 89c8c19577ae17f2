/** Where the market reads the time: the machine's clock in production, a hand-set one in tests. */
export interface MarketClock {
  now(): Date;
}

/** Real time. */
export const systemClock: MarketClock = { now: () => new Date() };

const MS_PER_MINUTE = 60_000;

/**
 * A clock that moves only when told to: tests and drills set it to an instant (a Friday 10:00
 * IST, an expiry's close) and advance it. Each `now()` is a fresh Date, so a caller mutating it
 * cannot move the clock.
 */
export class ManualClock implements MarketClock {
  private ms: number;

  constructor(start: Date) {
    this.ms = ManualClock.checked(start.getTime());
  }

  now(): Date {
    return new Date(this.ms);
  }

  /** Moves the clock to `instant` (backwards too: tests may replay a moment). */
  set(instant: Date): void {
    this.ms = ManualClock.checked(instant.getTime());
  }

  /** Moves the clock forward (or back, with a negative amount) by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms = ManualClock.checked(this.ms + ms);
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * MS_PER_MINUTE);
  }

  private static checked(ms: number): number {
    if (Number.isNaN(new Date(ms).getTime()))
      throw new RangeError("A market clock needs a valid instant");
    return ms;
  }
}
