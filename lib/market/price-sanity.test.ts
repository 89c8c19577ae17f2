import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import { implausiblePrice } from "./price-sanity";

describe("a price against its contract's price moments before (a fill against the quote at its send)", () => {
  it.each([
    ["paise read as rupees (100×)", 12_345 * 100, 12_345],
    ["rupees read as paise (1/100)", 123, 12_345],
    ["a cheap option's price read 100× (₹0.05 as ₹5.00)", 500, 5],
  ])("is no market's when it is %s", (_, fill, quote) => {
    expect(implausiblePrice(paise(fill), paise(quote))).toBe(true);
  });

  it.each([
    ["the quote itself", 12_345, 12_345],
    ["a cheap option that trebled (₹0.05 to ₹0.15)", 15, 5],
    ["a leg that lost nine tenths", 1_235, 12_345],
    ["no quote at the send", 12_345, null],
    ["no fill yet", null, 12_345],
  ])("is the market's when it is %s", (_, fill, quote) => {
    expect(
      implausiblePrice(fill === null ? null : paise(fill), quote === null ? null : paise(quote)),
    ).toBe(false);
  });
});
