import { describe, expect, it } from "vitest";
import { paise } from "../../../lib/money/paise";
import {
  applyFill,
  averagePrice,
  FLAT_POSITION,
  unrealisedPnl,
  type PositionState,
} from "./position-math";

const fills = (...steps: [side: "BUY" | "SELL", quantity: number, rupeePaise: number][]) =>
  steps.reduce<PositionState>(
    (state, [side, quantity, price]) => applyFill(state, side, quantity, paise(price)),
    FLAT_POSITION,
  );

describe("position arithmetic in paise", () => {
  it("averages the open units exactly however many fills built them", () => {
    const state = fills(["BUY", 65, 10_000], ["BUY", 130, 10_105]);
    expect(state).toEqual({ netQuantity: 195, openCost: 1_963_650, realisedPnl: 0 });
    expect(averagePrice(state)).toBe(10_070); // ₹100.70
  });

  it("realises P&L on a reduction at the average, keeping the rest's cost", () => {
    const state = fills(["BUY", 195, 10_070], ["SELL", 65, 11_000]);
    expect(state.netQuantity).toBe(130);
    expect(state.realisedPnl).toBe((11_000 - 10_070) * 65);
    expect(averagePrice(state)).toBe(10_070);
    expect(unrealisedPnl(state, paise(10_500))).toBe((10_500 - 10_070) * 130);
  });

  it("books a short's P&L the other way round", () => {
    const state = fills(["SELL", 130, 20_000], ["BUY", 65, 15_000]);
    expect(state).toMatchObject({ netQuantity: -65, realisedPnl: 5_000 * 65 });
    expect(unrealisedPnl(state, paise(25_000))).toBe(-5_000 * 65);
  });

  it("closes to flat with the whole cost released, and flips through zero", () => {
    const closed = fills(["BUY", 3, 101], ["BUY", 3, 102], ["SELL", 6, 110]);
    expect(closed).toEqual({ netQuantity: 0, openCost: 0, realisedPnl: 6 * 110 - 609 });
    expect(averagePrice(closed)).toBeNull();
    const flipped = fills(["BUY", 65, 10_000], ["SELL", 195, 12_000]);
    expect(flipped).toEqual({ netQuantity: -130, openCost: 12_000 * 130, realisedPnl: 2_000 * 65 });
  });

  it("splits an odd cost without losing a paisa over a full exit", () => {
    let state = fills(["BUY", 3, 100], ["BUY", 3, 101]); // cost 603 for 6 units
    state = applyFill(state, "SELL", 4, paise(100)); // releases round(603 × 4/6) = 402
    expect(state).toMatchObject({ netQuantity: 2, openCost: 201, realisedPnl: -2 });
    state = applyFill(state, "SELL", 2, paise(100));
    expect(state).toEqual({ netQuantity: 0, openCost: 0, realisedPnl: 600 - 603 });
  });
});
