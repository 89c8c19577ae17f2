import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { findInstrument } from "./instrument-lookup";
import type { Instrument } from "./instrument";
import { SimulatedMarket } from "./simulated-market";
import { ManualClock } from "../../lib/time/clock";

const NIFTY = 3727;
const now = indiaInstant("2026-08-13", "11:00");
const m = new SimulatedMarket({ seed: 42, clock: new ManualClock(now) });
const MONTHLY = "2026-08-25";
const WEEKLY = "2026-08-18";

function contract(type: Instrument["type"], strike: number | null, expiry = MONTHLY): Instrument {
  const instrument = findInstrument({ underlyingToken: NIFTY, expiry, type, strike });
  if (!instrument) throw new Error(`no ${type} ${strike} ${expiry}`);
  return instrument;
}
const rupees = (token: number, at = now) => (m.priceAt(token, at) ?? Number.NaN) / 100;
const spot = m.indexLevel(NIFTY, now);
const atm = Math.round(spot / 50) * 50;

describe("simulated contract prices", () => {
  it("prices the future at fair value above spot: F = S·e^(rT)", () => {
    const future = contract("fut", null);
    const { forward, years, rate } = m.valuation(future.token, now)!;
    // 11:00 leaves 270 of the session's 375 minutes; then 14, 17-21, 24 and 25 Aug: 8 sessions
    expect(years).toBeCloseTo((270 / 375 + 8) / 252, 12);
    expect(forward).toBeCloseTo(spot * Math.exp(rate * years), 9);
    expect(rupees(future.token)).toBeGreaterThan(rupees(NIFTY));
    expect(Math.abs(rupees(future.token) - forward)).toBeLessThanOrEqual(0.025);
  });

  it("satisfies put-call parity c − p = e^(−rT)·(F − K) within two ticks", () => {
    const futurePrice = rupees(contract("fut", null).token);
    for (const expiry of [MONTHLY, WEEKLY]) {
      for (const strike of [atm - 300, atm, atm + 300]) {
        const c = contract("call", strike, expiry);
        const { forward, years, rate } = m.valuation(c.token, now)!;
        const f = expiry === MONTHLY ? futurePrice : forward; // a weekly has no listed future
        const parity = Math.exp(-rate * years) * (f - strike);
        const difference = rupees(c.token) - rupees(contract("put", strike, expiry).token);
        expect(Math.abs(difference - parity)).toBeLessThanOrEqual(0.1);
      }
    }
  });

  it("makes out-of-the-money options cheaper the further out they are", () => {
    const calls = [atm, atm + 200, atm + 500, atm + 1000].map((k) =>
      rupees(contract("call", k).token),
    );
    const puts = [atm, atm - 200, atm - 500, atm - 1000].map((k) =>
      rupees(contract("put", k).token),
    );
    for (const prices of [calls, puts]) expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(calls[1]).toBeLessThan(calls[0]!);
    // the put skew: a put 1,000 below is dearer than the call 1,000 above
    expect(puts[3]).toBeGreaterThan(calls[3]!);
  });

  it("quotes every contract on the ₹0.05 tick and at one tick at least", () => {
    for (const strike of [atm - 6000, atm - 100, atm, atm + 50, atm + 6000])
      for (const type of ["call", "put"] as const) {
        const price = m.priceAt(contract(type, strike).token, now)!;
        expect(price % 5).toBe(0);
        expect(price).toBeGreaterThanOrEqual(5);
      }
    expect(m.priceAt(contract("call", atm + 6000).token, now)).toBe(5);
  });

  it("settles expired contracts at their intrinsic value on the expiry's close, for good", () => {
    const close = indiaInstant(MONTHLY, "15:30");
    const settlement = m.indexLevel(NIFTY, close);
    const later = indiaInstant("2026-09-08", "11:00");
    expect(m.indexLevel(NIFTY, later)).not.toBe(settlement); // the index moved on; the contracts did not
    for (const at of [close, later]) {
      for (const strike of [atm - 500, atm + 500]) {
        const intrinsic = (sign: number) =>
          Math.round(Math.max(sign * (settlement - strike), 0) * 20) * 5;
        expect(m.priceAt(contract("call", strike).token, at)).toBe(intrinsic(1));
        expect(m.priceAt(contract("put", strike).token, at)).toBe(intrinsic(-1));
      }
      expect(m.priceAt(contract("fut", null).token, at)).toBe(Math.round(settlement * 20) * 5);
      expect(m.valuation(contract("call", atm).token, at)?.expired).toBe(true);
    }
    // a minute before the close it still has time value
    expect(
      m.valuation(contract("call", atm).token, new Date(close.getTime() - 60_000))?.expired,
    ).toBe(false);
  });

  it("quotes a bid below and an ask above a live contract's price, none for an index", () => {
    const quote = m.quote(contract("call", atm).token, now)!;
    expect(quote.bid).toBeLessThan(quote.lastTradedPrice);
    expect(quote.ask).toBeGreaterThan(quote.lastTradedPrice);
    expect(quote.ask - quote.lastTradedPrice).toBe(quote.lastTradedPrice - quote.bid);
    const index = m.quote(NIFTY, now)!;
    expect([index.bid, index.ask]).toEqual([index.lastTradedPrice, index.lastTradedPrice]);
  });
});
