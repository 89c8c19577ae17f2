import { dayNumber, isoDateOfDayNumber } from "../../lib/market/calendar-date";
import { isTradingDay } from "../../lib/market/holidays";
import { indiaClock, msOfClockTime } from "../../lib/market/india-time";
import { EXCHANGE_SESSION } from "../../lib/market/market-hours";
import { TRADING_DAYS_PER_YEAR } from "../../lib/pricing/conventions";
import { hashIntegers, mulberry32, standardNormals } from "./prng";

const MS_PER_MINUTE = 60_000;
const SESSION_OPEN_MS = msOfClockTime(EXCHANGE_SESSION.open);
/** Minutes of the F&O session, 09:15-15:30 IST: 375, one step of the walk each. */
export const SESSION_MINUTES =
  (msOfClockTime(EXCHANGE_SESSION.close) - SESSION_OPEN_MS) / MS_PER_MINUTE;
/** Δt of one step: a minute of a session, 1 / (252 × 375) of a trading year. */
export const YEARS_PER_MINUTE = 1 / (TRADING_DAYS_PER_YEAR * SESSION_MINUTES);

export interface WalkParameters {
  seed: number;
  /** Mixed into the randomness so each index has its own path. */
  underlyingToken: number;
  startLevel: number;
  annualVolatility: number;
  /** Day number (days since 1970-01-01) of the epoch; the walk starts at its open. */
  epochDay: number;
}

/**
 * One index's price as a geometric Brownian motion with zero drift in price, stepped once per
 * minute of each trading session (lib/market/holidays.ts), flat outside sessions:
 *   ln S(t) = ln S0 + Σ over the minutes completed before t of (−σ²Δt/2 + σ√Δt·z)
 * Each trading day's 375 normals z come from mulberry32(hash(seed, token, day number)), so a
 * day's path depends on nothing but (seed, token, day): the level at an instant is a pure function
 * of (seed, instant), whatever was asked before and after any restart. Day opens are cached,
 * built in date order, so the float sums are the same in any query order.
 */
export class IndexWalk {
  /** ln S at the open of day epochDay + i (= the previous trading day's close). */
  private readonly logOpens: number[];
  private cachedDay = Number.NaN;
  private cachedPath = new Float64Array(0);

  constructor(private readonly parameters: WalkParameters) {
    this.logOpens = [Math.log(parameters.startLevel)];
  }

  /** S(t): the level after the minutes of the session completed at `instant`. */
  levelAt(instant: Date): number {
    const { date, msOfDay } = indiaClock(instant);
    const day = dayNumber(date);
    const offset = day - this.parameters.epochDay;
    if (offset < 0) return this.parameters.startLevel;
    const logOpen = this.logOpen(offset);
    if (!isTradingDay(date)) return Math.exp(logOpen);
    const elapsed = Math.floor((msOfDay - SESSION_OPEN_MS) / MS_PER_MINUTE);
    const minutes = Math.min(Math.max(elapsed, 0), SESSION_MINUTES);
    return Math.exp(logOpen + this.dayPath(day)[minutes]!);
  }

  /** Cumulative log return of a trading day after 0…375 minutes (entry 0 is 0). */
  private dayPath(day: number): Float64Array {
    if (day === this.cachedDay) return this.cachedPath;
    const { seed, underlyingToken, annualVolatility: sigma } = this.parameters;
    const z = standardNormals(
      mulberry32(hashIntegers([seed, underlyingToken, day])),
      SESSION_MINUTES,
    );
    const drift = -0.5 * sigma * sigma * YEARS_PER_MINUTE;
    const scale = sigma * Math.sqrt(YEARS_PER_MINUTE);
    const path = new Float64Array(SESSION_MINUTES + 1);
    for (let m = 0; m < SESSION_MINUTES; m++) path[m + 1] = path[m]! + drift + scale * z[m]!;
    this.cachedDay = day;
    this.cachedPath = path;
    return path;
  }

  private logOpen(offset: number): number {
    while (this.logOpens.length <= offset) {
      const previous = this.logOpens.length - 1;
      const day = this.parameters.epochDay + previous;
      const dayReturn = isTradingDay(isoDateOfDayNumber(day))
        ? this.dayPath(day)[SESSION_MINUTES]!
        : 0;
      this.logOpens.push(this.logOpens[previous]! + dayReturn);
    }
    return this.logOpens[offset]!;
  }
}
