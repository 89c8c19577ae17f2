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

  it("writes what Intl's en-IN format writes in India's time zone", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    const from = Date.UTC(2000, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    let seed = 11;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    // Random instants, and every hour of one day: midnight and noon are 12 am and 12 pm.
    const instants = Array.from({ length: 2_000 }, () => from + Math.floor(next() * span));
    for (let hour = 0; hour < 24; hour++) instants.push(Date.UTC(2026, 8, 5, hour, 30));
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      expect(formatIndiaDateTime(iso)).toBe(intl.format(instant).replace("Sept", "Sep"));
    }
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
