import { describe, expect, it } from "vitest";
import {
  formatIndexPoints,
  formatIsoDate,
  formatPercent,
  formatRatio,
  formatRupeesAxis,
  formatRupeeAmount,
  formatSignedRupeeAmount,
} from "./display-figures";

describe("display figures", () => {
  it("formats wire rupees in the spec's currency format", () => {
    expect(formatRupeeAmount(12236.38)).toBe("₹12,236.38");
    expect(formatRupeeAmount(271159.855)).toBe("₹2,71,159.86");
    expect(formatRupeeAmount(-36939)).toBe("-₹36,939.00");
  });

  it("signs gains and leaves losses and zero alone", () => {
    expect(formatSignedRupeeAmount(8025)).toBe("+₹8,025.00");
    expect(formatSignedRupeeAmount(-10410)).toBe("-₹10,410.00");
    expect(formatSignedRupeeAmount(0)).toBe("₹0.00");
    expect(formatSignedRupeeAmount(0.001)).toBe("₹0.00");
  });

  it("formats percentages with two decimals, optionally signed", () => {
    expect(formatPercent(75.86736783462263, { signed: true })).toBe("+75.87%");
    expect(formatPercent(-28.358)).toBe("-28.36%");
    expect(formatPercent(66.666666)).toBe("66.67%");
    expect(formatPercent(0.001, { signed: true })).toBe("0.00%");
    // A card's return (explore): signed, rounded to 2 decimals, en-IN grouping.
    expect(formatPercent(-4.1, { signed: true })).toBe("-4.10%");
    expect(formatPercent(0, { signed: true })).toBe("0.00%");
    expect(formatPercent(123456.789, { signed: true })).toBe("+1,23,456.79%");
  });

  it("formats index points and ratios with Indian grouping", () => {
    expect(formatIndexPoints(28815.65)).toBe("28,815.65");
    expect(formatIndexPoints(127500)).toBe("1,27,500");
    expect(formatRatio(30.207408969209002)).toBe("30.21");
    expect(formatRatio(-0.004)).toBe("0.00");
    expect(formatRatio(-0.19)).toBe("-0.19");
  });

  it("labels chart axes in Indian units with up to two decimals", () => {
    expect([0, 7500, -20000, 175000, 225000, 1100000, 12500000, 950].map(formatRupeesAxis)).toEqual(
      ["₹0", "₹7.5K", "-₹20K", "₹1.75L", "₹2.25L", "₹11L", "₹1.25Cr", "₹950"],
    );
  });

  it("writes ISO dates as day, short month and year", () => {
    expect(formatIsoDate("2026-12-29")).toBe("29 Dec 2026");
    expect(formatIsoDate("2026-09-01T10:00:00Z")).toBe("1 Sep 2026");
    expect(() => formatIsoDate("29/12/2026")).toThrow(RangeError);
  });
});
