import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { findInstrument } from "./instrument-lookup";
import { ManualClock } from "../../lib/time/clock";
import { SimulatedMarket } from "./simulated-market";

const NIFTY = 3727;
const at = indiaInstant;
// Prices are asked at stated instants (priceAt); the clock only matters to lastTradedPrice.
const market = (seed = 42) =>
  new SimulatedMarket({ seed, clock: new ManualClock(at("2026-08-13", "10:00")) });
const call = findInstrument({
  underlyingToken: NIFTY,
  expiry: "2026-08-25",
  type: "call",
  strike: 23000,
})!;
const future = findInstrument({
  underlyingToken: 3731,
  expiry: "2026-08-25",
  type: "fut",
  strike: null,
})!;
const tokens = [NIFTY, 3731, 4407, call.token, future.token];

describe("simulated market: determinism", () => {
  it("gives the same prices for a seed and instant in any query order and after a restart", () => {
    const instants = [
      at("2026-08-13", "10:01"),
      at("2026-08-13", "10:00"),
      at("2026-03-02", "14:00"),
    ];
    const forwards = market();
    const asked = instants.map((t) => tokens.map((token) => forwards.priceAt(token, t)));
    const backwards = market(); // a restart: a new market, asked in the opposite order
    const reversed = [...instants]
      .reverse()
      .map((t) => tokens.map((token) => backwards.priceAt(token, t)));
    expect(reversed.reverse()).toEqual(asked);
    expect(asked[0]).not.toEqual(asked[1]); // and it did move in that minute
  });

  it("follows a different path for a different seed", () => {
    const t = at("2026-08-13", "11:00");
    expect(market(42).indexLevel(NIFTY, t)).not.toBe(market(43).indexLevel(NIFTY, t));
    expect(market(42).priceAt(call.token, t)).not.toBe(market(43).priceAt(call.token, t));
  });

  it("reads the instant from its clock", () => {
    const clock = new ManualClock(at("2026-08-13", "10:00"));
    const driven = new SimulatedMarket({ seed: 42, clock });
    expect(driven.now()).toEqual(at("2026-08-13", "10:00"));
    expect(driven.lastTradedPrice(call.token)).toBe(market().priceAt(call.token, clock.now()));
    clock.advanceMinutes(1);
    expect(driven.lastTradedPrice(NIFTY)).toBe(market().priceAt(NIFTY, at("2026-08-13", "10:01")));
  });
});

describe("simulated market: hours", () => {
  it("stands still from Friday's close to Monday's open, options included", () => {
    const m = market();
    const close = tokens.map((token) => m.priceAt(token, at("2026-08-14", "15:30")));
    for (const t of [
      at("2026-08-14", "18:00"),
      at("2026-08-15", "12:00"),
      at("2026-08-17", "09:15"),
    ])
      expect(tokens.map((token) => m.priceAt(token, t))).toEqual(close);
    expect(m.priceAt(NIFTY, at("2026-08-17", "09:16"))).not.toBe(close[0]);
  });

  it("stands still on an NSE holiday (Tuesday 10 Nov 2026)", () => {
    const m = market();
    const monday = m.indexLevel(NIFTY, at("2026-11-09", "15:30"));
    expect(m.indexLevel(NIFTY, at("2026-11-10", "11:00"))).toBe(monday);
    expect(m.indexLevel(NIFTY, at("2026-11-11", "09:15"))).toBe(monday);
  });

  it("starts every index at its reference level at the epoch's open", () => {
    const m = market();
    expect(m.priceAt(NIFTY, at("2025-01-01", "09:15"))).toBe(2_400_000);
    expect(m.priceAt(3731, at("2025-01-01", "09:15"))).toBe(5_200_000);
    expect(m.priceAt(4407, at("2024-12-31", "12:00"))).toBe(2_350_000);
  });
});

describe("simulated market: lookups", () => {
  it("knows index and contract tokens and nothing else", () => {
    const m = market();
    const t = at("2026-08-13", "10:00");
    expect(m.priceAt(123, t)).toBeUndefined();
    expect(m.instrument(NIFTY)).toBeUndefined(); // an index is not a contract
    expect(m.instrument(call.token)).toEqual(call);
    expect(m.instrumentBySymbol("NIFTY26AUG23000CE")).toEqual(call);
    expect(m.quote(123, t)).toBeUndefined();
  });

  it("lists today's contracts around the indices' current levels", () => {
    const m = market();
    const t = at("2026-08-13", "10:00");
    const listed = m.listedInstruments(t);
    const niftyStrikes = listed.filter((i) => i.underlyingToken === NIFTY && i.strike !== null);
    const level = m.indexLevel(NIFTY, t);
    expect(Math.min(...niftyStrikes.map((i) => i.strike!))).toBeGreaterThanOrEqual(level * 0.8);
    expect(Math.max(...niftyStrikes.map((i) => i.strike!))).toBeLessThanOrEqual(level * 1.2);
    expect(listed.some((i) => i.tradingSymbol === "NIFTY2681823000CE")).toBe(true);
  });
});
