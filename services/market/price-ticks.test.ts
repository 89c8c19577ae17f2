import { describe, expect, it } from "vitest";
import { indexPaise, toTick } from "./price-ticks";

describe("price ticks", () => {
  it("rounds rupees to the nearest ₹0.05 in paise", () => {
    expect(toTick(123.42, true)).toBe(12340);
    expect(toTick(123.43, true)).toBe(12345);
    expect(toTick(123.476, true)).toBe(12350);
    expect(toTick(24_150.0249, true)).toBe(2_415_000);
  });

  it("keeps a live contract at one tick at least and lets an expired one settle at 0", () => {
    expect(toTick(0.001, true)).toBe(5);
    expect(toTick(0, true)).toBe(5);
    expect(toTick(0.001, false)).toBe(0);
    expect(() => toTick(-1, false)).toThrow(RangeError);
    expect(() => toTick(Number.NaN, false)).toThrow(RangeError);
  });

  it("quotes an index to the paisa", () => {
    expect(indexPaise(24_012.345)).toBe(2_401_235);
  });
});
