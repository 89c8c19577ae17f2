import { describe, expect, it } from "vitest";
import type { FollowerPeriodWire } from "../tradebox/follower-results-wire";
import { followerFigures, followerPeriodLabel, followersUpdated } from "./follower-figures";

const period: FollowerPeriodWire = {
  months: 3,
  closed_baskets: 42,
  net_return_on_margin: { median: 1.5, p10: -4.25, p90: 7 },
  entry_slippage_per_leg: { median: 0.45, legs: 168 },
};

const byKey = (figures: ReturnType<typeof followerFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.key, figure]));

describe("followerFigures", () => {
  it("labels each figure of a period, signed and toned", () => {
    const figures = byKey(followerFigures(period, 10));
    expect(figures.closed_baskets).toMatchObject({ label: "Baskets closed", value: "42" });
    expect(figures.median_return).toMatchObject({ value: "+1.50%", tone: "profit" });
    expect(figures.return_spread).toMatchObject({ value: "-4.25% to +7.00%" });
    expect(figures.entry_slippage).toMatchObject({
      value: "₹0.45 worse",
      tone: "loss",
      detail: "A unit, per leg, against the analyst's price (168 legs)",
    });
  });

  it("says a follower entering better than the analyst is better off", () => {
    const better = { ...period, entry_slippage_per_leg: { median: -0.1, legs: 40 } };
    expect(byKey(followerFigures(better, 10)).entry_slippage).toMatchObject({
      value: "₹0.10 better",
      tone: "profit",
    });
    const even = { ...period, entry_slippage_per_leg: { median: 0, legs: 40 } };
    expect(byKey(followerFigures(even, 10)).entry_slippage).toMatchObject({
      value: "₹0.00",
      tone: "neutral",
    });
  });

  it("shows a dash under the floor, saying how many closed baskets it takes", () => {
    const few = {
      months: 6 as const,
      closed_baskets: 4,
      net_return_on_margin: null,
      entry_slippage_per_leg: null,
    };
    const figures = byKey(followerFigures(few, 10));
    expect(figures.closed_baskets!.value).toBe("4");
    for (const key of ["median_return", "return_spread", "entry_slippage"]) {
      expect(figures[key]).toMatchObject({ value: "—", detail: "Shown from 10 closed baskets" });
    }
  });
});

describe("labels", () => {
  it("names the period and the day the figures were worked out, in India", () => {
    expect(followerPeriodLabel(9)).toBe("Last 9 months");
    expect(followersUpdated({ as_of: "2026-12-06T19:00:00.000Z" })).toBe("Updated 7 Dec 2026");
  });
});
