import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { findInstrument } from "./instrument-lookup";
import { YEARS_PER_MINUTE } from "./index-walk";
import { PRACTICE_STEP_MS } from "./practice-walk";
import { SimulatedMarket } from "./simulated-market";
import { SIMULATED_UNDERLYINGS } from "./simulation-parameters";

const NIFTY = 3727;
const at = indiaInstant;
const clock = new ManualClock(at("2026-11-28", "20:25"));
const practice = (seed = 42) => new SimulatedMarket({ seed, clock, practice: true });
const closed = new SimulatedMarket({ seed: 42, clock });
const call = findInstrument({
  underlyingToken: NIFTY,
  expiry: "2026-12-29",
  type: "call",
  strike: 24000,
})!;
const MINUTE = 60_000;
const later = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

describe("the practice market", () => {
  const saturdayEvening = at("2026-11-28", "20:25");

  it("keeps moving while NSE is shut, where a closed market stands still", () => {
    const market = practice();
    const levels = [0, 1, 2].map((m) => market.priceAt(NIFTY, later(saturdayEvening, m)));
    expect(new Set(levels).size).toBe(3);
    const options = [0, 1].map((m) => market.priceAt(call.token, later(saturdayEvening, m)));
    expect(options[0]).not.toEqual(options[1]);
    expect(closed.priceAt(NIFTY, saturdayEvening)).toEqual(
      closed.priceAt(NIFTY, later(saturdayEvening, 1)),
    );
    expect(market.session()).toBe("practice");
    expect(closed.session()).toBe("closed");
  });

  it("holds a step for its 10 seconds, and gives a seed and instant one price in any order", () => {
    const instants = [5000, 17, 3, 2000].map((m) => later(saturdayEvening, m));
    const forwards = practice();
    const asked = instants.map((t) => forwards.priceAt(NIFTY, t));
    const backwards = practice();
    const reversed = [...instants].reverse().map((t) => backwards.priceAt(NIFTY, t));
    expect(reversed.reverse()).toEqual(asked);
    const step = Math.ceil(saturdayEvening.getTime() / PRACTICE_STEP_MS) * PRACTICE_STEP_MS;
    expect(forwards.priceAt(NIFTY, new Date(step + PRACTICE_STEP_MS - 1))).toEqual(
      forwards.priceAt(NIFTY, new Date(step)),
    );
    expect(forwards.priceAt(NIFTY, new Date(step + PRACTICE_STEP_MS))).not.toEqual(
      forwards.priceAt(NIFTY, new Date(step)),
    );
    expect(practice(7).priceAt(NIFTY, saturdayEvening)).not.toEqual(asked[0]);
  });

  it("starts from the close and hands back to the live walk at the open", () => {
    const market = practice();
    const friday = at("2026-11-27", "15:30");
    expect(market.priceAt(NIFTY, friday)).toEqual(closed.priceAt(NIFTY, friday));
    const monday = at("2026-11-30", "09:15");
    expect(market.priceAt(NIFTY, monday)).toEqual(closed.priceAt(NIFTY, monday));
    const session = at("2026-11-26", "11:00");
    expect(market.priceAt(call.token, session)).toEqual(closed.priceAt(call.token, session));
    expect(market.session(session)).toBe("live");
  });

  it("moves at the session walk's speed: one-minute log returns with σ√Δt spread", () => {
    const market = practice();
    const start = at("2026-11-27", "15:30");
    const minutes = 3_000; // Friday's close to Sunday evening
    const logs = Array.from({ length: minutes + 1 }, (_, m) =>
      Math.log(market.indexLevel(NIFTY, later(start, m))),
    );
    const returns = logs.slice(1).map((value, i) => value - logs[i]!);
    const mean = returns.reduce((sum, r) => sum + r, 0) / minutes;
    const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (minutes - 1);
    const expected = SIMULATED_UNDERLYINGS[NIFTY].annualVolatility * Math.sqrt(YEARS_PER_MINUTE);
    // The sample deviation of 3,000 normals is within 4% of σ√Δt (about 3 standard errors).
    expect(Math.sqrt(variance) / expected).toBeGreaterThan(0.96);
    expect(Math.sqrt(variance) / expected).toBeLessThan(1.04);
  });
});
