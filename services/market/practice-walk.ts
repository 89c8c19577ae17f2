import { YEARS_PER_MINUTE } from "./index-walk";
import { hashIntegers, mulberry32, standardNormals } from "./prng";

const MS_PER_MINUTE = 60_000;
/**
 * A step every 10 seconds, six to the session's minute at a sixth of its variance: the same
 * speed, but a trader watching at night sees the prices move within seconds, not a minute.
 */
export const PRACTICE_STEP_MS = 10_000;
const YEARS_PER_STEP = (YEARS_PER_MINUTE * PRACTICE_STEP_MS) / MS_PER_MINUTE;
/** Mixed into a shut period's seed so its path never repeats a session's (whose parts are 3). */
const PRACTICE_STREAM = 0x5052; // "PR"
/** Normals are drawn in even chunks, so the path is the same however far it has been asked. */
const CHUNK = 512;

/**
 * The practice session's moves of one index while NSE is shut: from the last close, the session's
 * own walk (the same σ, at real speed) stepped every PRACTICE_STEP_MS of real time:
 *   ln P(t) = Σ over the steps since the close of (−σ²Δt/2 + σ√Δt·z), Δt = YEARS_PER_STEP
 * A shut period's normals come from mulberry32(hash(seed, token, stream, the close's minute)), so
 * the practice price at an instant is a pure function of (seed, instant), as the session's is.
 * The path never carries into the next session: at 09:15 the live walk resumes from its close.
 */
export class PracticeWalk {
  private periodCloseMs = Number.NaN;
  private random: () => number = () => 0;
  private path = new Float64Array(1);
  private length = 1;

  constructor(
    private readonly parameters: {
      seed: number;
      underlyingToken: number;
      annualVolatility: number;
    },
  ) {}

  /** ln of the practice level over the close level, `at` an instant of the period begun at `close`. */
  logReturnAt(close: Date, at: Date): number {
    const steps = Math.max(0, Math.floor((at.getTime() - close.getTime()) / PRACTICE_STEP_MS));
    if (close.getTime() !== this.periodCloseMs) this.startPeriod(close.getTime());
    while (this.length <= steps) this.extend();
    return this.path[steps]!;
  }

  private startPeriod(closeMs: number): void {
    const { seed, underlyingToken } = this.parameters;
    const closeMinute = Math.floor(closeMs / MS_PER_MINUTE);
    this.periodCloseMs = closeMs;
    this.random = mulberry32(hashIntegers([seed, underlyingToken, PRACTICE_STREAM, closeMinute]));
    this.path = new Float64Array(CHUNK + 1);
    this.length = 1;
  }

  /** Draws the next CHUNK steps of the period's path. */
  private extend(): void {
    const sigma = this.parameters.annualVolatility;
    const drift = -0.5 * sigma * sigma * YEARS_PER_STEP;
    const scale = sigma * Math.sqrt(YEARS_PER_STEP);
    const z = standardNormals(this.random, CHUNK);
    if (this.path.length < this.length + CHUNK) {
      const grown = new Float64Array(this.path.length * 2);
      grown.set(this.path.subarray(0, this.length));
      this.path = grown;
    }
    for (let i = 0; i < CHUNK; i++) {
      const m = this.length + i;
      this.path[m] = this.path[m - 1]! + drift + scale * z[i]!;
    }
    this.length += CHUNK;
  }
}
