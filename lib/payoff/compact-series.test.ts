import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactSeries, expandSeries } from "./compact-series";
import { computeExpiryPayoff } from "./expiry-payoff";
import { futureLeg, optionLeg } from "./test-legs";

describe("a compact payoff series", () => {
  it("keeps an iron condor's two ends and four strikes, and expands back to every point", () => {
    const { series } = computeExpiryPayoff(
      [
        optionLeg("BUY", "put", 23500, 20.35),
        optionLeg("SELL", "put", 23800, 61.2),
        optionLeg("SELL", "call", 24400, 58.05),
        optionLeg("BUY", "call", 24700, 18.4),
      ],
      { underlyingPrice: 24100 },
    );
    const compact = compactSeries(series);
    expect(compact.map((point) => point.strike)).toEqual([
      22795, 23500, 23800, 24400, 24700, 25441,
    ]);
    expect(expandSeries(compact)).toEqual(series);
  });

  it("expands any position's series to exactly the sampled one, and a full series to itself", () => {
    const leg = fc.oneof(
      fc
        .record({
          side: fc.constantFrom("BUY" as const, "SELL" as const),
          type: fc.constantFrom("call" as const, "put" as const),
          strike: fc.integer({ min: 460, max: 500 }).map((s) => s * 50),
          premium: fc.integer({ min: 5, max: 40_000 }).map((p) => p / 100),
          lots: fc.integer({ min: 1, max: 4 }),
        })
        .map((l) => optionLeg(l.side, l.type, l.strike, l.premium, l.lots * 65)),
      fc
        .record({
          side: fc.constantFrom("BUY" as const, "SELL" as const),
          price: fc.integer({ min: 2_300_000, max: 2_500_000 }).map((p) => p / 100),
        })
        .map((l) => futureLeg(l.side, l.price)),
    );
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 5 }), (legs) => {
        const { series } = computeExpiryPayoff(legs, { underlyingPrice: 24000 });
        const compact = compactSeries(series);
        expect(compact.length).toBeLessThanOrEqual(2 + legs.length);
        expect(expandSeries(compact)).toEqual(series);
        expect(expandSeries(series)).toEqual(series);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses points off the grid or off whole paise", () => {
    expect(() =>
      expandSeries([
        { strike: 100, profit: 0 },
        { strike: 100.5, profit: 1 },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      expandSeries([
        { strike: 100, profit: 0 },
        { strike: 103, profit: 0.01 },
      ]),
    ).toThrow(/Not a compact payoff series/);
  });
});
