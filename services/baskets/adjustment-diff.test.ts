import { describe, expect, it } from "vitest";
import { adjustmentOrders } from "./adjustment-diff";

describe("adjustmentOrders", () => {
  it("rolls a short straddle's call up: exits the old strike, enters the new one", () => {
    const held = [
      { instrumentToken: 1, units: -65 },
      { instrumentToken: 2, units: -65 },
    ];
    const target = [
      { instrumentToken: 3, units: -65 },
      { instrumentToken: 2, units: -65 },
    ];
    expect(adjustmentOrders(held, target)).toEqual([
      { instrumentToken: 1, transactionType: "BUY", quantity: 65, purpose: "ADJUST_EXIT" },
      { instrumentToken: 3, transactionType: "SELL", quantity: 65, purpose: "ADJUST_ENTER" },
    ]);
  });

  it("sends nothing for a leg that stays, and an exit leg for a leg that shrinks", () => {
    expect(
      adjustmentOrders(
        [
          { instrumentToken: 1, units: 130 },
          { instrumentToken: 2, units: -60 },
        ],
        [
          { instrumentToken: 1, units: 65 },
          { instrumentToken: 2, units: -60 },
        ],
      ),
    ).toEqual([
      { instrumentToken: 1, transactionType: "SELL", quantity: 65, purpose: "ADJUST_EXIT" },
    ]);
  });

  it("treats growing or flipping a holding as an entry", () => {
    expect(
      adjustmentOrders([{ instrumentToken: 1, units: -65 }], [{ instrumentToken: 1, units: 65 }]),
    ).toEqual([
      { instrumentToken: 1, transactionType: "BUY", quantity: 130, purpose: "ADJUST_ENTER" },
    ]);
    expect(
      adjustmentOrders([{ instrumentToken: 1, units: 65 }], [{ instrumentToken: 1, units: 130 }]),
    ).toEqual([
      { instrumentToken: 1, transactionType: "BUY", quantity: 65, purpose: "ADJUST_ENTER" },
    ]);
  });

  it("exits everything when the new basket is empty (the analyst closed the tradebox)", () => {
    expect(adjustmentOrders([{ instrumentToken: 1, units: -65 }], [])).toEqual([
      { instrumentToken: 1, transactionType: "BUY", quantity: 65, purpose: "ADJUST_EXIT" },
    ]);
  });
});
