import { describe, expect, it } from "vitest";
import { computeExpiryPayoff } from "../payoff/expiry-payoff";
import { optionLeg } from "../payoff/test-legs";
import type { PositionPayoff } from "../track/position-payoff";
import {
  axisTicks,
  chartData,
  plotOf,
  summary,
  valuesAt,
  zeroOffset,
  type ChartData,
  type MeasureLabels,
} from "./payoff-chart-layout";

// A NIFTY bull call spread: buy 24000 CE @150, sell 24300 CE @50 (lot 65), a debit of ₹6,500.
// At expiry: -₹6,500 to 24000, rising ₹65 a point to ₹13,000 at 24300; break-even 24100.
const expiry = computeExpiryPayoff(
  [optionLeg("BUY", "call", 24_000, 150), optionLeg("SELL", "call", 24_300, 50)],
  { underlyingPrice: 24_100 },
);
const payoff: PositionPayoff = { expiry, today: null, analytics: null };
const size = { width: 360, height: 224, fontSize: "12px" };

describe("zeroOffset", () => {
  it("is 1 (all green) when the curve never loses", () => {
    expect(zeroOffset([100, 500])).toBe(1);
    expect(zeroOffset([0, 100])).toBe(1);
  });

  it("is 0 (all red) when the curve never profits", () => {
    expect(zeroOffset([-500, -100])).toBe(0);
    expect(zeroOffset([-100, 0])).toBe(0);
  });

  it("is zero's share of the span down from the top on a mixed curve", () => {
    expect(zeroOffset([-300, 100])).toBe(0.25);
  });
});

describe("chartData", () => {
  it("takes the expiry's kinks and break-even, its span with zero, and round ticks", () => {
    const data = chartData(payoff);
    expect(data.expiry.map((point) => point.strike)).toEqual([
      23_280, 24_000, 24_100, 24_300, 25_029,
    ]);
    expect(data.today).toBeNull();
    expect(data.todayName).toBe("Today");
    expect(data.spot).toBe(24_100);
    expect(data.xDomain).toEqual([23_280, 25_029]);
    expect(data.yDomain).toEqual([-6_500, 13_000]);
    expect(data.xTicks).toEqual([23_500, 24_000, 24_500, 25_000]);
    expect(data.yTicks).toEqual([-5_000, 0, 5_000, 10_000]);
    expect(data.prices).toEqual([23_280, 24_000, 24_100, 24_300, 25_029]);
    expect(data.zeroOffset).toBeCloseTo(2 / 3, 12);
  });

  it("draws a what-if's curve and index instead of today's", () => {
    const today = expiry.series.map((point) => (point.strike - 24_000) * 10);
    const data = chartData(
      { ...payoff, today: [{ strike: 24_000, profit: 1 }] },
      { today, underlyingPrice: 24_512.5 },
    );
    expect(data.todayName).toBe("What-if");
    expect(data.spot).toBe(24_512.5);
    // A straight line: its ends and its zero are all it needs.
    expect(data.today).toEqual([
      { strike: 23_280, profit: -7_200 },
      { strike: 24_000, profit: 0 },
      { strike: 25_029, profit: 10_290 },
    ]);
    expect(data.yDomain).toEqual([-7_200, 13_000]);
    expect(data.prices).toEqual([23_280, 24_000, 24_100, 24_300, 25_029]);
  });
});

describe("plotOf", () => {
  it("leaves the axes' room and maps the domains onto the plot, profit upwards", () => {
    const plot = plotOf(size, chartData(payoff));
    expect([plot.left, plot.top, plot.right, plot.bottom]).toEqual([56, 8, 352, 194]);
    expect([plot.x(23_280), plot.x(25_029)]).toEqual([56, 352]);
    expect([plot.y(-6_500), plot.y(13_000)]).toEqual([194, 8]);
  });
});

describe("axisTicks", () => {
  it("labels prices and compact rupees, measured at the plot's font size", () => {
    const data = chartData(payoff);
    const plot = plotOf(size, data);
    const fontSizes: string[] = [];
    const measure: MeasureLabels = (texts, fontSize) => {
      fontSizes.push(fontSize);
      return texts.map((text) => ({ width: 7 * text.length, height: 14 }));
    };
    const ticks = axisTicks(size, plot, data, measure);
    expect(fontSizes).toEqual(["12px", "12px"]);
    expect(ticks.x.map((tick) => tick.label)).toEqual(["23,500", "24,000", "24,500", "25,000"]);
    expect(ticks.y.map((tick) => tick.label)).toEqual(["-₹5K", "₹0", "₹5K", "₹10K"]);
    for (const tick of ticks.x) expect(tick.coordinate).toBe(plot.x(data.xTicks[tick.index]!));
    for (const tick of ticks.y) expect(tick.coordinate).toBe(plot.y(data.yTicks[tick.index]!));
  });
});

describe("valuesAt", () => {
  const data = chartData(payoff);

  it("is exact on the expiry line at every price of the full series", () => {
    for (const point of expiry.series) {
      expect(Math.abs(valuesAt(data, point.strike).expiry! - point.profit)).toBeLessThan(1e-6);
    }
    expect(valuesAt(data, 24_150).expiry).toBe(3_250);
  });

  it("has no today value without a T+0 curve, and today's points on its curve", () => {
    expect(valuesAt(data, 24_150).today).toBeNull();
    const today = [
      { strike: 23_280, profit: -6_000 },
      { strike: 24_150, profit: 1_000 },
      { strike: 25_029, profit: 11_000 },
    ];
    const withToday = chartData({ ...payoff, today });
    for (const point of today) expect(valuesAt(withToday, point.strike).today).toBe(point.profit);
  });
});

describe("summary", () => {
  it("says what is plotted, over which prices, the expiry's range and the index", () => {
    expect(summary(chartData(payoff), "NIFTY")).toBe(
      "Payoff at expiry against NIFTY from 23,280 to 25,029, from -₹6,500.00 to ₹13,000.00 " +
        "at expiry; NIFTY at 24,100",
    );
  });

  it("names today's curve or the what-if's, and the index to the paisa", () => {
    const today = [{ strike: 24_000, profit: 0 }];
    expect(summary(chartData({ ...payoff, today }), "NIFTY")).toMatch(
      /^Payoff at expiry and today against NIFTY /,
    );
    const whatIf = { today: expiry.series.map(() => 0), underlyingPrice: 24_512.25 };
    expect(summary(chartData(payoff, whatIf), "NIFTY")).toMatch(
      /^Payoff at expiry and in the what-if against NIFTY .*; NIFTY at 24,512\.25$/,
    );
  });

  it("leaves out the range when there is no expiry curve", () => {
    const empty: ChartData = {
      ...chartData(payoff),
      expiry: [],
      xDomain: [24_000, 24_000],
      spot: 24_000,
    };
    expect(summary(empty, "BANKNIFTY")).toBe(
      "Payoff at expiry against BANKNIFTY from 24,000 to 24,000; BANKNIFTY at 24,000",
    );
  });
});
