import { describe, expect, it } from "vitest";
import { computeExpiryPayoff, type ExpiryPayoff } from "./expiry-payoff";
import { optionLeg as option, TEST_EXPIRY as EXPIRY } from "./test-legs";

// Six strategies on NIFTY (lot 65 from Jan 2026), expiry Tue 27 Jan 2026, spot 24100. Every
// expected figure below is worked by hand in the comments: payoff at expiry =
// Σ sign × qty × (intrinsic − premium), range ⌊0.97 × lowest strike⌋ … ⌈1.03 × highest⌉.

function profitAt(payoff: ExpiryPayoff, price: number): number {
  const point = payoff.series.find((p) => p.strike === price);
  if (!point) throw new Error(`${price} is not in the series`);
  return point.profit;
}

function expectTable(payoff: ExpiryPayoff, table: [price: number, profit: number][]): void {
  for (const [price, profit] of table)
    expect([price, profitAt(payoff, price)]).toEqual([price, profit]);
}

describe("bull call spread: buy 24000 CE @150, sell 24200 CE @60, 65 each", () => {
  // net debit 150 − 60 = 90 per unit
  // S ≤ 24000: −90 × 65 = −5850          S ≥ 24200: (200 − 90) × 65 = 7150
  // 24000 < S < 24200: (S − 24000 − 90) × 65 → zero at 24090, profit above; S=24100: 650
  // range: 24000 × 0.97 = 23280 … 24200 × 1.03 = 24926 → 1647 points
  const payoff = computeExpiryPayoff(
    [option("BUY", "call", 24000, 150), option("SELL", "call", 24200, 60)],
    { underlyingPrice: 24100 },
  );

  it("samples the spec range 23280…24926, step 1", () => {
    expect(payoff.series).toHaveLength(1647);
    expect(payoff.series[0]!.strike).toBe(23280);
    expect(payoff.series.at(-1)!.strike).toBe(24926);
  });

  it("matches the hand table", () => {
    expectTable(payoff, [
      [23280, -5850],
      [24000, -5850],
      [24001, -5785],
      [24090, 0],
      [24100, 650],
      [24200, 7150],
      [24926, 7150],
    ]);
  });

  it("has one break-even at 24090 with profit above, limited profit 7150 and loss −5850", () => {
    expect(payoff.breakEvenPoints).toEqual([{ strike: 24090, profitIs: "above" }]);
    expect(payoff.maximumProfit).toEqual({ type: "limited", value: 7150 });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -5850 });
    expect(payoff.interestingPoints).toEqual([
      { strike: 24000, profit: -5850 },
      { strike: 24090, profit: 0 },
      { strike: 24200, profit: 7150 },
    ]);
    expect(payoff.expiryDate).toBe(EXPIRY);
    expect(payoff.underlyingPrice).toBe(24100);
  });
});

describe("iron condor: buy 23600 PE @40, sell 23800 PE @80, sell 24400 CE @70, buy 24600 CE @30", () => {
  // net credit 80 − 40 + 70 − 30 = 80 per unit → max profit 80 × 65 = 5200 on [23800, 24400]
  // wings 200 wide → max loss (200 − 80) × 65 = 7800 below 23600 and above 24600
  // break-evens: 23800 − 80 = 23720 (profit above), 24400 + 80 = 24480 (profit below)
  // range: 23600 × 0.97 = 22892 … 24600 × 1.03 = 25338
  const payoff = computeExpiryPayoff(
    [
      option("BUY", "put", 23600, 40),
      option("SELL", "put", 23800, 80),
      option("SELL", "call", 24400, 70),
      option("BUY", "call", 24600, 30),
    ],
    { underlyingPrice: 24100 },
  );

  it("matches the hand table", () => {
    expect(payoff.series).toHaveLength(25338 - 22892 + 1);
    expectTable(payoff, [
      [22892, -7800],
      [23600, -7800],
      [23700, -1300], // −40 − (100 − 80) + 70 − 30 = −20 per unit → −1300
      [23720, 0],
      [23800, 5200],
      [24100, 5200],
      [24400, 5200],
      [24480, 0],
      [24600, -7800],
      [25338, -7800],
    ]);
  });

  it("has break-evens 23720 (above) and 24480 (below), limited 5200 / −7800", () => {
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 23720, profitIs: "above" },
      { strike: 24480, profitIs: "below" },
    ]);
    expect(payoff.maximumProfit).toEqual({ type: "limited", value: 5200 });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -7800 });
    expect(payoff.interestingPoints.map((p) => p.strike)).toEqual([
      23600, 23720, 23800, 24400, 24480, 24600,
    ]);
  });
});

describe("short straddle: sell 24000 CE @200 and 24000 PE @180", () => {
  // credit 380 → max profit 380 × 65 = 24700 at 24000
  // break-evens 24000 ∓ 380: 23620 (profit above), 24380 (profit below)
  // range 23280 … 24720; at 23280: −(720 − 180) + 200 = −340 → −22100; at 24720 the same
  // slopes: −65 above 24000 and +65 below (falling as the price falls): loss unlimited
  const payoff = computeExpiryPayoff(
    [option("SELL", "call", 24000, 200), option("SELL", "put", 24000, 180)],
    { underlyingPrice: 24100 },
  );

  it("matches the hand table", () => {
    expectTable(payoff, [
      [23280, -22100],
      [23620, 0],
      [24000, 24700],
      [24100, 18200], // 380 − 100 = 280 → 18200
      [24380, 0],
      [24720, -22100],
    ]);
  });

  it("has limited profit 24700, unlimited loss, break-evens 23620 / 24380", () => {
    expect(payoff.maximumProfit).toEqual({ type: "limited", value: 24700 });
    expect(payoff.maximumLoss).toEqual({ type: "unlimited" });
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 23620, profitIs: "above" },
      { strike: 24380, profitIs: "below" },
    ]);
  });
});

describe("long strangle: buy 23800 PE @70 and 24200 CE @90", () => {
  // debit 160 → max loss −160 × 65 = −10400 on [23800, 24200]
  // break-evens 23800 − 160 = 23640 (profit below), 24200 + 160 = 24360 (profit above)
  // range 23800 × 0.97 = 23086 … 24200 × 1.03 = 24926
  // at 23086: (714 − 70) − 90 = 554 → 36010; at 24926: (726 − 90) − 70 = 566 → 36790
  const payoff = computeExpiryPayoff(
    [option("BUY", "put", 23800, 70), option("BUY", "call", 24200, 90)],
    { underlyingPrice: 24100 },
  );

  it("matches the hand table", () => {
    expectTable(payoff, [
      [23086, 36010],
      [23640, 0],
      [23800, -10400],
      [24000, -10400],
      [24200, -10400],
      [24360, 0],
      [24926, 36790],
    ]);
  });

  it("has unlimited profit (both sides), limited loss −10400", () => {
    expect(payoff.maximumProfit).toEqual({ type: "unlimited" });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -10400 });
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 23640, profitIs: "below" },
      { strike: 24360, profitIs: "above" },
    ]);
  });
});

describe("call ratio back spread: sell 1 lot 24000 CE @180, buy 2 lots 24200 CE @80", () => {
  // credit 180 × 65 − 80 × 130 = 11700 − 10400 = 1300 → +1300 for S ≤ 24000
  // 24000…24200: 1300 − 65 × (S − 24000) → zero at 24020 (profit below); −11700 at 24200
  // above 24200 slope −65 + 130 = +65 → zero at 24200 + 11700/65 = 24380 (profit above)
  // at 24926: −11700 + 65 × 726 = 35490; profit unlimited, loss limited −11700
  const payoff = computeExpiryPayoff(
    [option("SELL", "call", 24000, 180, 65), option("BUY", "call", 24200, 80, 130)],
    { underlyingPrice: 24100 },
  );

  it("matches the hand table", () => {
    expectTable(payoff, [
      [23280, 1300],
      [24000, 1300],
      [24020, 0],
      [24100, -5200],
      [24200, -11700],
      [24380, 0],
      [24926, 35490],
    ]);
  });

  it("has unlimited profit, limited loss −11700, break-evens 24020 / 24380", () => {
    expect(payoff.maximumProfit).toEqual({ type: "unlimited" });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -11700 });
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 24020, profitIs: "below" },
      { strike: 24380, profitIs: "above" },
    ]);
  });
});

describe("bear call ladder: sell 23800 CE @300, buy 24000 CE @180, buy 24200 CE @90", () => {
  // credit 300 − 180 − 90 = 30 → +1950 for S ≤ 23800
  // 23800…24000 slope −65: zero at 23830 (profit below); at 24000: 30 − 200 = −170 → −11050
  // 24000…24200 flat at −11050 (max loss); above 24200 slope +65: zero at 24200 + 170 = 24370
  // range 23086 … 24926; at 24926: −170 + 726 = 556 → 36140
  const payoff = computeExpiryPayoff(
    [
      option("SELL", "call", 23800, 300),
      option("BUY", "call", 24000, 180),
      option("BUY", "call", 24200, 90),
    ],
    { underlyingPrice: 24100 },
  );

  it("matches the hand table", () => {
    expectTable(payoff, [
      [23086, 1950],
      [23800, 1950],
      [23830, 0],
      [24000, -11050],
      [24100, -11050],
      [24200, -11050],
      [24370, 0],
      [24926, 36140],
    ]);
  });

  it("has unlimited profit, limited loss −11050 (flat between 24000 and 24200)", () => {
    expect(payoff.maximumProfit).toEqual({ type: "unlimited" });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -11050 });
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 23830, profitIs: "below" },
      { strike: 24370, profitIs: "above" },
    ]);
  });
});
