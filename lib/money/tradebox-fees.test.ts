import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { formatRupees } from "./format-rupees";
import { paise } from "./paise";
import {
  BASE_TRADEBOX_FEE_RUPEES,
  discountPercent,
  feePerOrderWithGst,
  gstOn,
  GST_PERCENT,
} from "./tradebox-fees";

const spec = readSpec();

describe("tradebox fees", () => {
  it.skipIf(!spec)("uses the spec's base fee (§9)", () => {
    const base = /Base Tradebox order fee: (\d+) rupees, with GST added/.exec(spec ?? "")?.[1];
    expect(BASE_TRADEBOX_FEE_RUPEES).toBe(Number(base));
  });

  it("charges GST at 18%", () => {
    expect(GST_PERCENT).toBe(18);
    expect(gstOn(paise(2500))).toBe(450); // ₹25 × 0.18 = ₹4.50
  });

  it.each([
    [5, 80], // (1 − 5/25) × 100 = 0.8 × 100
    [0, 100],
    [25, 0],
    [12, 52], // (1 − 0.48) × 100
    [8.33, 67], // (1 − 0.3332) × 100 = 66.68 → 67
  ])("fee ₹%s → discount %s%%", (fee, discount) => {
    expect(discountPercent(fee)).toBe(discount);
  });

  it("prices one order with GST: fee + 18%, to the paisa", () => {
    expect(feePerOrderWithGst(5)).toBe(590); // 500 + 90
    expect(formatRupees(feePerOrderWithGst(5))).toBe("₹5.90");
    expect(feePerOrderWithGst(7)).toBe(826); // 700 + 126
    expect(feePerOrderWithGst(0)).toBe(0);
  });

  it("refuses fees outside 0 to the base fee", () => {
    for (const fee of [-1, 26, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => discountPercent(fee)).toThrow(RangeError);
      expect(() => feePerOrderWithGst(fee)).toThrow(RangeError);
    }
  });
});
