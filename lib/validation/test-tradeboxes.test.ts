import { describe, expect, it } from "vitest";
import { dropTestTradeboxes, isTestTradebox } from "./test-tradeboxes";

describe("test tradeboxes", () => {
  it("drops names containing 'test' in any case, keeping order", () => {
    const boxes = [
      { name: "Nifty Iron Condor" },
      { name: "TEST box" },
      { name: "bank nifty Test 2" },
      { name: "Weekly Straddle" },
      { name: "qa-tEsT" },
    ];
    expect(dropTestTradeboxes(boxes)).toEqual([
      { name: "Nifty Iron Condor" },
      { name: "Weekly Straddle" },
    ]);
  });

  it("matches inside words too, as the spec's 'contains' says", () => {
    expect(isTestTradebox({ name: "Latest Momentum" })).toBe(true);
    expect(isTestTradebox({ name: "Tes t" })).toBe(false);
  });

  it("keeps the rest of each item", () => {
    const kept = dropTestTradeboxes([{ name: "Fin Nifty Spread", sid: "fns" }]);
    expect(kept).toEqual([{ name: "Fin Nifty Spread", sid: "fns" }]);
  });
});
