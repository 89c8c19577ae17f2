import { describe, expect, it } from "vitest";
import { NO_WHAT_IF } from "../payoff/what-if";
import { whatIfView } from "../payoff/what-if-view";
import { PAYOFF_PRICING_CONVENTION } from "../pricing/conventions";
import { normalCdf } from "../pricing/normal";
import { tradingYearsToExpiry } from "../pricing/time-to-expiry";
import { SMOOTH_CHART_RELATIVE_TOLERANCE, SMOOTH_CHART_SAMPLES } from "../payoff/chart-series";
import { interpolate } from "../payoff/profile-payoff-chart";
import { todayPayoffSeries } from "../payoff/today-payoff";
import { liveValuationContext, openPayoffLegs, positionPayoff } from "./position-payoff";
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
  });

  it("draws today's curve through a few hundred prices, as the curve through every price", () => {
    const payoff = positionPayoff([call, put], prices, now)!;
    const everyPrice = payoff.expiry.series.map((point) => point.strike);
    const today = payoff.today!;
    expect(today[0]?.strike).toBe(everyPrice[0]);
    expect(today.at(-1)?.strike).toBe(everyPrice.at(-1));
    expect(today.length).toBeLessThanOrEqual(SMOOTH_CHART_SAMPLES + 4); // + the spot, 2 strikes
    expect(today.map((point) => point.strike)).toEqual(expect.arrayContaining([25_000, 26_000]));
    const legs = openPayoffLegs([call, put]);
    const context = liveValuationContext(legs, prices, 25_500, now)!;
    const full = todayPayoffSeries(legs, context, everyPrice);
    const profits = full.map((point) => point.profit);
    const span = Math.max(...profits) - Math.min(...profits);
    const worst = Math.max(...full.map((p) => Math.abs(interpolate(today, p.strike) - p.profit)));
    expect(worst).toBeLessThanOrEqual(SMOOTH_CHART_RELATIVE_TOLERANCE * span);
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

describe("positionPayoff's analytics", () => {
  const payoff = positionPayoff([call, put], prices, now);
  const analytics = payoff?.analytics;
  const rate = PAYOFF_PRICING_CONVENTION.riskFreeRate;
  const years = tradingYearsToExpiry(now, call.expiry_date ?? "");
  const sigma = (token: number) => analytics?.whatIf.volatilityByToken[token] ?? Number.NaN;

  /** Black-76 on the underlying's price, written out: the independent closed form. */
  function black76(right: "call" | "put", strike: number, volatility: number) {
    const v = volatility * Math.sqrt(years);
    const d1 = (Math.log(25_500 / strike) + (v * v) / 2) / v;
    const d2 = d1 - v;
    const discount = Math.exp(-rate * years);
    return right === "call"
      ? {
          price: discount * (25_500 * normalCdf(d1) - strike * normalCdf(d2)),
          delta: discount * normalCdf(d1),
        }
      : {
          price: discount * (strike * normalCdf(-d2) - 25_500 * normalCdf(-d1)),
          delta: -discount * normalCdf(-d1),
        };
  }

  it("values each leg at the volatility its live price implies", () => {
    expect(black76("call", 26_000, sigma(11)).price).toBeCloseTo(80, 4);
    expect(black76("put", 25_000, sigma(12)).price).toBeCloseTo(70, 4);
  });

  it("gives each sold leg the closed form's delta for its lots, and the basket their sum", () => {
    const callDelta = -65 * black76("call", 26_000, sigma(11)).delta;
    const putDelta = -65 * black76("put", 25_000, sigma(12)).delta;
    expect(analytics?.greeksByToken[11]?.delta).toBeCloseTo(callDelta, 6);
    expect(analytics?.greeksByToken[12]?.delta).toBeCloseTo(putDelta, 6);
    expect(analytics?.risk.greeks.delta).toBeCloseTo(callDelta + putDelta, 6);
    // A short strangle earns time and loses to volatility and to movement.
    expect(analytics?.risk.greeks.thetaPerDay).toBeGreaterThan(0);
    expect(analytics?.risk.greeks.vegaPerPercent).toBeLessThan(0);
    expect(analytics?.risk.greeks.gamma).toBeLessThan(0);
  });

  it("takes the chance of profit as the lognormal's mass between the break-evens", () => {
    const v = ((sigma(11) + sigma(12)) / 2) * Math.sqrt(years);
    const below = (x: number) => normalCdf((Math.log(x / 25_500) + (v * v) / 2) / v);
    expect(analytics?.risk.probabilityOfProfit).toBeCloseTo(below(26_190) - below(24_810), 3);
    expect(analytics?.risk.rewardToRisk).toBeNull();
  });

  it("starts the what-if at the trader's unrealised P&L", () => {
    const model = analytics?.whatIf;
    if (!model) throw new Error("no what-if");
    expect(whatIfView(model, [25_500], NO_WHAT_IF).profit).toBeCloseTo(2_600, 1);
    expect(model.expiryDate).toBe(call.expiry_date);
  });

  it("has none without a T+0 curve", () => {
    expect(positionPayoff([call], { "3727": 25_500 }, now)?.analytics).toBeNull();
  });
});
