import { describe, expect, it } from "vitest";
import { contractSpecFor } from "../../../lib/market/underlyings";
import { freezeSlices, sliceKey } from "./freeze-slices";

const nifty = contractSpecFor(3727, "2026-01-27"); // lot 65, freeze 1,800
const bankNifty = contractSpecFor(3731, "2026-01-27"); // lot 30, freeze 600

describe("slicing above the freeze quantity", () => {
  it("cuts NIFTY 2,600 units into 1,755 + 845: lot multiples, each within 1,800", () => {
    const slices = freezeSlices(2_600, nifty.lotSize, nifty.freezeQuantity);
    expect(slices).toEqual([1_755, 845]);
    expect(slices.every((s) => s % 65 === 0 && s <= 1_800)).toBe(true);
  });

  it("cuts 2,600 into 1,800 + 800 when the lot divides the freeze quantity (lot 25)", () => {
    expect(freezeSlices(2_600, 25, 1_800)).toEqual([1_800, 800]);
  });

  it("cuts Bank Nifty into full 600-unit slices and the rest", () => {
    expect(freezeSlices(1_500, bankNifty.lotSize, bankNifty.freezeQuantity)).toEqual([
      600, 600, 300,
    ]);
    expect(freezeSlices(1_200, 30, 600)).toEqual([600, 600]);
  });

  it("leaves an order within the freeze quantity, or not in lots, as one slice", () => {
    expect(freezeSlices(1_755, 65, 1_800)).toEqual([1_755]);
    expect(freezeSlices(65, 65, 1_800)).toEqual([65]);
    expect(freezeSlices(2_000, 65, 1_800)).toEqual([2_000]);
  });

  it("derives one idempotency key per slice, and keeps the key of an unsliced order", () => {
    expect([0, 1].map((i) => sliceKey("basket-7:leg-2", i, 2))).toEqual([
      "basket-7:leg-2:1",
      "basket-7:leg-2:2",
    ]);
    expect(sliceKey("basket-7:leg-2", 0, 1)).toBe("basket-7:leg-2");
  });
});
