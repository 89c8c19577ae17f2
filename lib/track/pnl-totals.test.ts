import { describe, expect, it } from "vitest";
import { NO_COSTS } from "../charges/costs";
import { paise } from "../money/paise";
import { pnlTotals } from "./pnl-totals";

describe("pnlTotals", () => {
  it("derives unrealised and the percentage of margin", () => {
    const totals = pnlTotals({
      realisedPL: paise(-5_000),
      totalPL: paise(25_000),
      marginRequired: paise(1_000_000),
      totalPositions: 4,
      activePositions: 2,
      costs: NO_COSTS,
    });
    expect(totals.unrealisedPL).toBe(30_000);
    expect(totals.plPCT).toBeCloseTo(2.5, 12);
  });
});
