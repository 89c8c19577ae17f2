import { describe, expect, it } from "vitest";
import { computeExpiryPayoff } from "./expiry-payoff";
import { optionLeg } from "./test-legs";
import {
  boundFromWire,
  boundToWire,
  payoffDataWireSchema,
  payoffFromWire,
  payoffToWire,
  UNLIMITED_SENTINEL,
} from "./wire";

describe("the unlimited sentinel", () => {
  it("is spec §9's 9999999999", () => {
    expect(UNLIMITED_SENTINEL).toBe(9999999999);
  });

  it("maps bounds to and from the wire", () => {
    expect(boundToWire({ type: "unlimited" })).toBe(9999999999);
    expect(boundToWire({ type: "limited", value: -5850 })).toBe(-5850);
    expect(boundFromWire(9999999999)).toEqual({ type: "unlimited" });
    expect(boundFromWire(-9999999999)).toEqual({ type: "unlimited" });
    expect(boundFromWire(-5850)).toEqual({ type: "limited", value: -5850 });
    expect(boundFromWire(0)).toEqual({ type: "limited", value: 0 });
  });
});

describe("payoff_data mapping", () => {
  // call ratio back spread with a break-even off the paise grid:
  // sell 24000 CE @180.5 × 65, buy 24200 CE @80 × 130 → credit 11732.5 − 10400 = 1332.5
  // lower break-even 24000 + 1332.5 / 65 = 24020.5; at 24200: 1332.5 − 13000 = −11667.5
  // upper break-even 24200 + 11667.5 / 65 = 24379.5
  const payoff = computeExpiryPayoff(
    [optionLeg("SELL", "call", 24000, 180.5), optionLeg("BUY", "call", 24200, 80, 130)],
    { underlyingPrice: 24100 },
  );

  it("writes snake_case with the sentinel and 2-decimal break-evens", () => {
    const wire = payoffToWire(payoff);
    expect(wire.maximum_profit).toBe(9999999999);
    expect(wire.maximum_loss).toBe(-11667.5);
    expect(wire.break_even_points).toEqual([
      { strike: 24020.5, profit_is: "below" },
      { strike: 24379.5, profit_is: "above" },
    ]);
    expect(wire.underlying_price).toBe(24100);
    expect(wire.expiry_date).toBe("2026-01-27");
    // The series' two ends and its slope changes (the strikes), from 1,647 sampled points.
    expect(wire.series.map((point) => point.strike)).toEqual([23280, 24000, 24200, 24926]);
    expect(wire.series[1]).toEqual({ strike: 24000, profit: 1332.5 });
    expect(wire.series[2]).toEqual({ strike: 24200, profit: -11667.5 });
    expect(payoffDataWireSchema.parse(wire)).toEqual(wire);
  });

  it("reads back into the client payoff", () => {
    const client = payoffFromWire(payoffDataWireSchema.parse(payoffToWire(payoff)));
    expect(client.maximumProfit).toEqual({ type: "unlimited" });
    expect(client.maximumLoss).toEqual({ type: "limited", value: -11667.5 });
    expect(client.breakEvenPoints).toEqual([
      { strike: 24020.5, profitIs: "below" },
      { strike: 24379.5, profitIs: "above" },
    ]);
    expect(client.series).toEqual(payoff.series);
  });

  it("rounds a break-even strike to 2 decimals only on the wire", () => {
    // buy 24000 CE @150 × 65, sell 24200 CE @60 × 30: 65 × (S − 24000) − 9750 + 1800 = 0
    // → S = 24000 + 7950 / 65 = 24122.3077
    const uneven = computeExpiryPayoff(
      [optionLeg("BUY", "call", 24000, 150), optionLeg("SELL", "call", 24200, 60, 30)],
      { underlyingPrice: 24100 },
    );
    expect(uneven.breakEvenPoints[0]!.strike).toBeCloseTo(24000 + 7950 / 65, 9);
    const wire = payoffToWire(uneven);
    expect(wire.break_even_points).toEqual([{ strike: 24122.31, profit_is: "above" }]);
    expect(wire.interesting_points).toContainEqual({ strike: 24122.31, profit: 0 });
  });

  it("rejects a payload whose profit_is is neither above nor below", () => {
    const wire = { ...payoffToWire(payoff), break_even_points: [{ strike: 1, profit_is: "up" }] };
    expect(payoffDataWireSchema.safeParse(wire).success).toBe(false);
  });
});
