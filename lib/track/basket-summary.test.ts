import { describe, expect, it } from "vitest";
import { costsOf, NO_COSTS } from "../charges/costs";
import { paise } from "../money/paise";
import { basketSummary, orderStatusLogs } from "./basket-summary";
import { toPosition } from "./position";
import { order, signal } from "./test-baskets";

describe("basketSummary", () => {
  // A short call sold at ₹100 (now ₹80) and its hedge bought at ₹20 and sold again at ₹25.
  const shortCall = signal({ instrument_token: 1 });
  const closedHedge = signal({
    instrument_token: 2,
    transaction_type: "BUY",
    buy_quantity: 65,
    buy_value: 1300,
    sell_quantity: 65,
    sell_value: 1625,
    order_snap_list: [
      order({ transaction_type: "BUY" }),
      order({ purpose: "ADJUST_EXIT", status: "PENDING", filled_quantity: 0 }),
      order({ status: "REJECTED", filled_quantity: 0 }),
      order({ status: "TO_BE_PLACED", filled_quantity: 0 }),
    ],
  });
  const positions = [shortCall, closedHedge].map((s) => toPosition(s, 40_000, { "1": 80 }));

  it("adds the legs' realised and unrealised P&L and relates the total to the margin", () => {
    const summary = basketSummary(positions, paise(4_000_000), NO_COSTS);
    expect(summary).toMatchObject({
      unrealisedPL: 130_000, // 65 × (100 − 80)
      realisedPL: 32_500, // 65 × (25 − 20)
      totalPL: 162_500,
      totalPositions: 2,
      activePositions: 1,
      marginRequired: 4_000_000,
    });
    expect(summary.plPCT).toBeCloseTo(4.0625, 10); // ₹1,625 on ₹40,000
  });

  it("takes the basket's charges and Tradebox fees out of the total for the net P&L", () => {
    const costs = costsOf({
      fees: 5.9,
      charges: {
        brokerage: 40,
        stt: 8,
        exchange_transaction: 5.52,
        ipft: 0.08,
        sebi_fee: 0.02,
        stamp_duty: 0.23,
        gst: 8.21,
        total: 62.06,
      },
    });
    const summary = basketSummary(positions, paise(4_000_000), costs);
    expect(summary.costs.total).toBe(6_796); // ₹62.06 + ₹5.90
    expect(summary.netPL).toBe(162_500 - 6_796);
  });

  it("has no percentage when the basket blocks no margin", () => {
    expect(basketSummary(positions, paise(0), NO_COSTS).plPCT).toBeNull();
  });

  it("counts every order by its broker status, cancelled as rejected", () => {
    expect(basketSummary(positions, paise(1), NO_COSTS).orderStatusLogs).toEqual({
      toBePlaced: 1,
      pending: 1,
      rejected: 1,
      completed: 2,
    });
    expect(orderStatusLogs([order({ status: "CANCELLED" })]).rejected).toBe(1);
  });
});
