import { describe, expect, it } from "vitest";
import { NO_COSTS } from "../charges/costs";
import { overallSummary } from "./overall-summary";
import { activeStrategy } from "./test-baskets";

describe("overallSummary", () => {
  it("totals the tradeboxes' P&L and margin and counts them by group", () => {
    const summary = overallSummary([
      activeStrategy({ pnl: 1200.5, realised_pnl: 200.25, required_margin: 50_000 }),
      activeStrategy({ id: "b2", status: "ERROR", pnl: -300, required_margin: 30_000 }),
      activeStrategy({ id: "b3", analyst_basket_status: "ADJUSTED", pnl: 0.1 }),
    ]);
    expect(summary).toEqual({
      totalPL: 90_060,
      realisedPL: 20_025,
      unrealisedPL: 70_035,
      plPCT: (90_060 / 13_000_000) * 100,
      totalPositions: 3,
      activePositions: 3,
      marginRequired: 13_000_000,
      groups: { Tracking: 2, Retry: 1, Closed: 0 },
      practice: 0,
      costs: NO_COSTS,
      netPL: 90_060,
    });
  });

  it("totals the charges line by line, a practice tradebox's left out, and nets them off", () => {
    const charged = (total: number, fees = 0) => ({
      fees,
      charges: {
        brokerage: total,
        stt: 0,
        exchange_transaction: 0,
        ipft: 0,
        sebi_fee: 0,
        stamp_duty: 0,
        gst: 0,
        total,
      },
    });
    const summary = overallSummary([
      activeStrategy({ pnl: 1000, ...charged(80, 5.9) }),
      activeStrategy({ id: "b2", pnl: -200, ...charged(40.5) }),
      activeStrategy({ id: "b3", is_practice: true, pnl: 50, ...charged(80) }),
    ]);
    expect(summary.costs.charges?.brokerage).toBe(12_050);
    expect(summary.costs.tradeboxFees).toBe(590);
    expect(summary.costs.total).toBe(12_640);
    expect(summary.netPL).toBe(80_000 - 12_640);
  });

  it("counts a practice tradebox but keeps its money out of the totals", () => {
    const summary = overallSummary([
      activeStrategy({ pnl: 100, realised_pnl: 40, required_margin: 50_000 }),
      activeStrategy({ id: "b2", is_practice: true, pnl: 9_999, required_margin: 70_000 }),
    ]);
    expect(summary).toMatchObject({
      totalPL: 10_000,
      realisedPL: 4_000,
      marginRequired: 5_000_000,
      plPCT: 0.2,
      totalPositions: 2,
      practice: 1,
    });
  });

  it("is all zero with no percentage for no tradeboxes", () => {
    expect(overallSummary([])).toMatchObject({ totalPL: 0, plPCT: null, totalPositions: 0 });
  });
});
