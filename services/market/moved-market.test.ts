import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { findInstrument } from "./instrument-lookup";
import { MOVED_LEVEL_FLOOR, SimulatedMarket, type MarketMove } from "./simulated-market";

const NIFTY = 3727;
const at = indiaInstant;
const MOVED_AT = at("2026-08-13", "10:00");
const market = (practice = false) =>
  new SimulatedMarket({ seed: 42, clock: new ManualClock(MOVED_AT), practice });
const contract = (type: "call" | "put" | "fut", strike: number | null) =>
  findInstrument({ underlyingToken: NIFTY, expiry: "2026-08-25", type, strike })!;
const call = contract("call", 23000);
const put = contract("put", 23000);
const future = contract("fut", null);
const down400: MarketMove = { underlyingToken: NIFTY, shiftPaise: -40_000, at: MOVED_AT };
const instants = [
  at("2026-08-13", "10:00"),
  at("2026-08-13", "10:01"),
  at("2026-08-13", "14:59"),
  at("2026-08-14", "11:00"),
];

describe("simulated market: a drill's moves", () => {
  it("puts an index moved −400 points 400 lower from the move's instant on", () => {
    const [seeded, moved] = [market(), market()];
    moved.applyMoves([down400]);
    for (const t of instants) {
      expect(moved.indexLevel(NIFTY, t)).toBeCloseTo(seeded.indexLevel(NIFTY, t) - 400, 6);
      expect(moved.priceAt(NIFTY, t)! - seeded.priceAt(NIFTY, t)!).toBe(-40_000);
    }
    // The clock's now is the move's instant: the last traded price has moved already.
    expect(moved.lastTradedPrice(NIFTY)).toBe(seeded.lastTradedPrice(NIFTY)! - 40_000);
  });

  it("leaves the past before the move, and the other indices, as they were", () => {
    const [seeded, moved] = [market(), market()];
    moved.applyMoves([down400]);
    for (const t of [at("2026-08-13", "09:59"), new Date(MOVED_AT.getTime() - 1)]) {
      for (const token of [NIFTY, 3731, 4407, call.token, put.token, future.token])
        expect(moved.priceAt(token, t)).toBe(seeded.priceAt(token, t));
    }
    for (const t of instants) {
      expect(moved.priceAt(3731, t)).toBe(seeded.priceAt(3731, t));
      expect(moved.priceAt(4407, t)).toBe(seeded.priceAt(4407, t));
    }
  });

  it("raises a NIFTY put and lowers its call and future, the contracts following the index", () => {
    const [seeded, moved] = [market(), market()];
    moved.applyMoves([down400]);
    const t = at("2026-08-13", "11:00");
    expect(moved.priceAt(put.token, t)!).toBeGreaterThan(seeded.priceAt(put.token, t)! + 10_000);
    expect(moved.priceAt(call.token, t)!).toBeLessThan(seeded.priceAt(call.token, t)! - 10_000);
    // The future sits above spot by the carry: 400 points down, a little more in the future.
    const futureFall = seeded.priceAt(future.token, t)! - moved.priceAt(future.token, t)!;
    expect(futureFall).toBeGreaterThanOrEqual(40_000);
    expect(futureFall).toBeLessThan(40_500);
    // Put-call parity still holds on the moved market (one σ per strike): C − P = e^(−rT)(F − K).
    const valuation = moved.valuation(call.token, t)!;
    expect(valuation.spot).toBe(moved.indexLevel(NIFTY, t));
    const parity = Math.exp(-valuation.rate * valuation.years) * (valuation.forward - 23000);
    const callMinusPut = (moved.priceAt(call.token, t)! - moved.priceAt(put.token, t)!) / 100;
    expect(Math.abs(callMinusPut - parity)).toBeLessThanOrEqual(0.1);
  });

  it("adds moves up from each one's instant, and replaces the whole set on each apply", () => {
    const [seeded, moved] = [market(), market()];
    const later = at("2026-08-13", "12:00");
    const moves: MarketMove[] = [
      { underlyingToken: NIFTY, shiftPaise: 25_050, at: later },
      down400,
      { underlyingToken: 3731, shiftPaise: 100_000, at: MOVED_AT },
    ];
    moved.applyMoves(moves);
    moved.applyMoves(moves); // the same set again changes nothing
    const shift = (token: 3727 | 3731, t: Date) =>
      (moved.priceAt(token, t)! - seeded.priceAt(token, t)!) / 100;
    expect(shift(NIFTY, at("2026-08-13", "11:59"))).toBe(-400);
    expect(shift(NIFTY, later)).toBe(-149.5);
    expect(shift(3731, later)).toBe(1000);
    expect(moved.shiftAt(NIFTY, later)).toBe(-149.5);
    moved.applyMoves([]); // all gone: the seeded walk again, past and present
    for (const t of instants) expect(moved.priceAt(NIFTY, t)).toBe(seeded.priceAt(NIFTY, t));
  });

  it("moves the practice twin while NSE is shut, from the practice level", () => {
    const saturday = at("2026-08-15", "12:00");
    const [seeded, moved] = [market(true), market(true)];
    moved.applyMoves([{ underlyingToken: NIFTY, shiftPaise: -40_000, at: saturday }]);
    const minuteLater = new Date(saturday.getTime() + 60_000);
    expect(moved.indexLevel(NIFTY, minuteLater)).toBeCloseTo(
      seeded.indexLevel(NIFTY, minuteLater) - 400,
      6,
    );
    expect(moved.indexLevel(NIFTY, at("2026-08-14", "15:30"))).toBe(
      seeded.indexLevel(NIFTY, at("2026-08-14", "15:30")),
    );
  });

  it("never takes an index below its floor, nor accepts a move that is not an index's", () => {
    const moved = market();
    const t = at("2026-08-13", "11:00");
    moved.applyMoves([{ underlyingToken: NIFTY, shiftPaise: -10_000_000_00, at: MOVED_AT }]);
    expect(moved.indexLevel(NIFTY, t)).toBeCloseTo(
      moved.seededLevel(NIFTY, t) * MOVED_LEVEL_FLOOR,
      9,
    );
    expect(moved.priceAt(put.token, t)).toBeGreaterThan(0);
    expect(() =>
      moved.applyMoves([{ underlyingToken: 1234 as 3727, shiftPaise: 100, at: MOVED_AT }]),
    ).toThrow(/No simulated index/);
    expect(() =>
      moved.applyMoves([{ underlyingToken: NIFTY, shiftPaise: 1.5, at: MOVED_AT }]),
    ).toThrow(/whole paise/);
  });
});
