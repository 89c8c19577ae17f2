import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import { formatDuration, formatIndiaDateTime, formatPercent, formatPnl, pnlColor } from "./format";

describe("format", () => {
  it("signs P&L in the spec's currency format", () => {
    expect(formatPnl(paise(125_000))).toBe("+₹1,250.00");
    expect(formatPnl(paise(-8_050))).toBe("-₹80.50");
    expect(formatPnl(paise(0))).toBe("₹0.00");
  });

  it("signs percentages with two decimals", () => {
    expect(formatPercent(2.449)).toBe("+2.45%");
    expect(formatPercent(-0.8)).toBe("-0.80%");
    expect(formatPercent(-0.001)).toBe("0.00%");
    expect(formatPercent(null)).toBe("—");
  });

  it("shows instants in India time", () => {
    expect(formatIndiaDateTime("2026-01-12T04:15:00.000Z")).toMatch(/12 Jan 2026, 9:45\s?am/i);
    expect(formatIndiaDateTime("not a date")).toBe("—");
  });

  it("shows a holding period in its two largest units", () => {
    expect(formatDuration(30_000)).toBe("< 1 m");
    expect(formatDuration(45 * 60_000)).toBe("45 m");
    expect(formatDuration(135 * 60_000)).toBe("2 h 15 m");
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000)).toBe("3 d 4 h");
    expect(formatDuration(2 * 86_400_000)).toBe("2 d");
  });

  it("colours P&L by its sign", () => {
    expect([pnlColor(1), pnlColor(-1), pnlColor(0)]).toEqual(["profit", "loss", "fg.muted"]);
  });
});
