import { describe, expect, it } from "vitest";
import { openPayoffLegs, positionPayoff } from "./position-payoff";
import { signal } from "./test-baskets";

// A NIFTY short strangle: 26000 CE sold at ₹100 and 25000 PE sold at ₹90, one lot each.
const call = signal({ instrument_token: 11, strike_price: 26_000, ins_type: "call" });
const put = signal({
  instrument_token: 12,
  strike_price: 25_000,
  ins_type: "put",
  avg_entry_price: 90,
  sell_value: 5850,
  pretty_name: "NIFTY 27 JAN 25000 PE",
});
const now = new Date("2026-01-13T10:00:00+05:30");
const prices = { "3727": 25_500, "11": 80, "12": 70 };

describe("openPayoffLegs", () => {
  it("keeps open legs with an entry and drops flat ones", () => {
    const flat = signal({ buy_quantity: 65, buy_value: 6000 });
    const unfilled = signal({ avg_entry_price: null, sell_quantity: 0, sell_value: 0 });
    const legs = openPayoffLegs([call, flat, unfilled]);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ token: 11, transactionType: "SELL", quantity: 65 });
  });
});

describe("positionPayoff", () => {
  it("draws the expiry payoff of the open legs", () => {
    const payoff = positionPayoff([call, put], prices, now);
    expect(payoff?.expiry.maximumProfit).toEqual({ type: "limited", value: 12_350 });
    expect(payoff?.expiry.maximumLoss).toEqual({ type: "unlimited" });
    expect(payoff?.expiry.breakEvenPoints.map((point) => point.strike)).toEqual([24_810, 26_190]);
  });

  it("values today at the market's own prices: at the spot it is the unrealised P&L", () => {
    const payoff = positionPayoff([call, put], prices, now);
    const atSpot = payoff?.today?.find((point) => point.strike === 25_500);
    // 65 × (100 − 80) + 65 × (90 − 70)
    expect(atSpot?.profit).toBeCloseTo(2_600, 1);
    expect(payoff?.today).toHaveLength(payoff?.expiry.series.length ?? -1);
  });

  it("waits for the underlying's price and needs an open leg", () => {
    expect(positionPayoff([call], { "11": 80 }, now)).toBeNull();
    expect(positionPayoff([], prices, now)).toBeNull();
  });

  it("borrows the other legs' volatility for a leg whose price implies none", () => {
    const payoff = positionPayoff([call, put], { ...prices, "12": 0.01 }, now);
    expect(payoff?.today).not.toBeNull();
  });

  it("has no today curve when no leg's volatility can be implied", () => {
    expect(positionPayoff([call], { "3727": 25_500 }, now)?.today).toBeNull();
  });
});
