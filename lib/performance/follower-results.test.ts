import { describe, expect, it } from "vitest";
import { paise, type Paise } from "../money/paise";
import { FOLLOWER_RESULTS_MIN_BASKETS } from "../tradebox/follower-results-wire";
import {
  followerResults,
  medianPaise,
  percentile,
  periodFigures,
  type ClosedFollowerBasket,
} from "./follower-results";

const TODAY = "2026-12-06";

/** A basket closed on `exitDate` that returned `percent` of a ₹1,00,000 margin. */
function basket(percent: number, overrides: Partial<ClosedFollowerBasket> = {}) {
  return {
    exitDate: "2026-12-01",
    paper: false,
    net: paise(percent * 1_000_00),
    margin: paise(1_00_000_00),
    legSlippages: [paise(50)],
    ...overrides,
  } satisfies ClosedFollowerBasket;
}

const sortedPaise = (values: number[]) => values.map((value) => paise(value)).sort((a, b) => a - b);

describe("percentile", () => {
  it("interpolates between the nearest ranks (PERCENTILE.INC)", () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 0.5)).toBe(5.5);
    expect(percentile(values, 0.1)).toBeCloseTo(1.9, 10);
    expect(percentile(values, 0.9)).toBeCloseTo(9.1, 10);
    expect(
      percentile(
        [4, 1, 7].sort((a, b) => a - b),
        0.5,
      ),
    ).toBe(4);
    expect(percentile([3], 0.9)).toBe(3);
  });
});

describe("medianPaise", () => {
  it("is the middle amount of an odd count", () => {
    expect(medianPaise(sortedPaise([-30, 5, 120]))).toBe(5);
  });

  it("averages an even count's middle two to the paisa, half to even", () => {
    expect(medianPaise(sortedPaise([10, 20, 30, 45]))).toBe(25);
    expect(medianPaise(sortedPaise([0, 1, 2, 99]))).toBe(2); // 1.5 → 2
    expect(medianPaise(sortedPaise([0, 3, 4, 99]))).toBe(4); // 3.5 → 4
    expect(medianPaise(sortedPaise([-9, -3, -2, 0]))).toBe(-2); // −2.5 → −2
  });
});

describe("periodFigures", () => {
  const tenReturns = [-8, -5, -3, -1, 0, 1, 2, 4, 6, 12];

  it("gives the median and 10th–90th percentile of net return on margin", () => {
    const figures = periodFigures(
      tenReturns.map((percent) => basket(percent)),
      3,
      TODAY,
    );
    expect(figures.closed_baskets).toBe(10);
    expect(figures.net_return_on_margin).toEqual({ median: 0.5, p10: -5.3, p90: 6.6 });
  });

  it("gives the median leg's entry slippage in rupees a unit, over every leg", () => {
    const baskets = tenReturns.map((percent, i) =>
      basket(percent, { legSlippages: [paise(i * 10 + 5), paise(-(i + 1))] }),
    );
    // 20 legs: −10 … −1, then 5, 15 … 95 paise: the middle two are −1 and 5, so 2 paise.
    expect(periodFigures(baskets, 3, TODAY).entry_slippage_per_leg).toEqual({
      median: 0.02,
      legs: 20,
    });
  });

  it("shows no figure under the floor of closed baskets, but still counts them", () => {
    const nine = tenReturns.slice(1).map((percent) => basket(percent));
    expect(nine).toHaveLength(FOLLOWER_RESULTS_MIN_BASKETS - 1);
    expect(periodFigures(nine, 9, TODAY)).toEqual({
      months: 9,
      closed_baskets: 9,
      net_return_on_margin: null,
      entry_slippage_per_leg: null,
    });
  });

  it("counts toward each figure only the baskets that can give it", () => {
    const baskets = [
      ...tenReturns.slice(1).map((percent) => basket(percent)),
      // Its margin unknown: closed, but no return; no leg entered: no slippage.
      basket(50, { margin: paise(0) as Paise, legSlippages: [] }),
    ];
    const figures = periodFigures(baskets, 3, TODAY);
    expect(figures.closed_baskets).toBe(10);
    expect(figures.net_return_on_margin).toBeNull();
    expect(figures.entry_slippage_per_leg).toBeNull();
  });

  it("takes the baskets closed after the same date that many months before", () => {
    const baskets = [
      basket(1, { exitDate: "2026-09-06" }),
      basket(1, { exitDate: "2026-09-07" }),
      basket(1, { exitDate: "2026-06-07" }),
      basket(1, { exitDate: "2026-03-07" }),
      basket(1, { exitDate: "2026-03-06" }),
    ];
    expect(periodFigures(baskets, 3, TODAY).closed_baskets).toBe(1);
    expect(periodFigures(baskets, 6, TODAY).closed_baskets).toBe(3);
    expect(periodFigures(baskets, 9, TODAY).closed_baskets).toBe(4);
  });
});

describe("followerResults", () => {
  it("reports the paper and practice baskets apart from the real brokers'", () => {
    const real = Array.from({ length: 10 }, (_, i) => basket(i));
    const paper = Array.from({ length: 12 }, () => basket(-2, { paper: true }));
    const results = followerResults([...real, ...paper], new Date("2026-12-06T10:00:00Z"));
    expect(results.as_of).toBe("2026-12-06T10:00:00.000Z");
    expect(results.min_baskets).toBe(FOLLOWER_RESULTS_MIN_BASKETS);
    expect(results.broker.map((period) => period.months)).toEqual([3, 6, 9]);
    expect(results.broker[0]!.closed_baskets).toBe(10);
    expect(results.broker[0]!.net_return_on_margin?.median).toBe(4.5);
    expect(results.paper[0]!.closed_baskets).toBe(12);
    expect(results.paper[0]!.net_return_on_margin).toEqual({ median: -2, p10: -2, p90: -2 });
  });

  it("counts a basket by its India date: closed at 23:00 on the 6th in UTC is the 7th", () => {
    const results = followerResults(
      [basket(1, { exitDate: "2026-09-07" })],
      new Date("2026-12-06T19:00:00Z"), // 00:30 on 7 Dec in India
    );
    expect(results.broker[0]!.closed_baskets).toBe(0);
  });
});
