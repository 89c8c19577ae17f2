import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import { legPnl } from "./leg-pnl";

const fills = (buyQuantity: number, buyValue: number, sellQuantity: number, sellValue: number) => ({
  buyQuantity,
  buyValue: paise(buyValue),
  sellQuantity,
  sellValue: paise(sellValue),
});

describe("legPnl", () => {
  it("values an open short at the last traded price", () => {
    // Sold 65 at ₹120.50; now ₹100.00 → +₹1,332.50 unrealised.
    const pnl = legPnl(fills(0, 0, 65, 65 * 12_050), paise(10_000));
    expect(pnl).toEqual({
      netQuantity: -65,
      avgEntryPrice: 12_050,
      realised: 0,
      unrealised: 133_250,
      total: 133_250,
    });
  });

  it("realises a closed long as sell value minus buy value", () => {
    const pnl = legPnl(fills(130, 130 * 8_005, 130, 130 * 7_010), paise(9_999));
    expect(pnl).toMatchObject({
      netQuantity: 0,
      realised: -129_350,
      unrealised: 0,
      total: -129_350,
    });
  });

  it("splits a partly closed position without drifting from the exact total", () => {
    // Bought 65 @ 100.01 and 65 @ 100.02, sold 65 @ 101.00, LTP 99.99.
    const f = fills(130, 65 * 10_001 + 65 * 10_002, 65, 65 * 10_100);
    const pnl = legPnl(f, paise(9_999));
    expect(pnl.total).toBe(65 * 10_100 - (65 * 10_001 + 65 * 10_002) + 65 * 9_999);
    expect(pnl.realised + pnl.unrealised).toBe(pnl.total);
    expect(pnl.avgEntryPrice).toBe(10_002); // 100.015 rounds half-up
  });

  it("leaves unrealised at 0 when no price is known, and has no entry before a fill", () => {
    expect(legPnl(fills(65, 650_000, 0, 0), null)).toMatchObject({ unrealised: 0, total: 0 });
    expect(legPnl(fills(0, 0, 0, 0), paise(100))).toEqual({
      netQuantity: 0,
      avgEntryPrice: null,
      realised: 0,
      unrealised: 0,
      total: 0,
    });
  });
});
