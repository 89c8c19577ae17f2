import { describe, expect, it } from "vitest";
import { readMarketFacts } from "@/tests/support/spec-document";
import { TUESDAY, weekdayOf, isWeekend } from "./calendar-date";
import {
  holidayListCovers,
  isTradingDay,
  NSE_HOLIDAY_YEARS,
  NSE_HOLIDAYS,
  nseHolidayOn,
} from "./holidays";

const facts = readMarketFacts();
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("NSE holiday list", () => {
  it.skipIf(!facts)("holds every 2026 Tuesday holiday of MARKET-FACTS.md, marked as such", () => {
    const line = /2026 Tuesday holidays: ([^.]+)\./.exec(facts ?? "")?.[1] ?? "";
    const dates = line.split(",").map((item) => {
      const [day, month] = item.trim().split(/\s+/);
      const monthNumber = String(MONTHS.indexOf(month!) + 1).padStart(2, "0");
      return `2026-${monthNumber}-${day!.padStart(2, "0")}`;
    });
    expect(dates).toHaveLength(6);
    for (const date of dates) {
      expect(nseHolidayOn(date)?.source, date).toBe("market-facts");
      expect(weekdayOf(date)).toBe(TUESDAY);
    }
    const marked = NSE_HOLIDAYS.filter((h) => h.source === "market-facts").map((h) => h.date);
    expect(marked).toEqual(dates);
  });

  it("is sorted, without repeats, on weekdays only, for each year it claims", () => {
    const dates = NSE_HOLIDAYS.map((h) => h.date);
    expect(dates).toEqual([...new Set(dates)].sort());
    expect(dates.filter(isWeekend)).toEqual([]);
    for (const year of NSE_HOLIDAY_YEARS) {
      expect(
        dates.some((d) => d.startsWith(`${year}-`)),
        String(year),
      ).toBe(true);
    }
    // NSE's 2026 circular listed 15 weekday holidays; 15 Jan (a Maharashtra election) came later.
    expect(dates.filter((d) => d.startsWith("2026-"))).toHaveLength(16);
  });

  it("closes weekends and holidays", () => {
    expect(isTradingDay("2026-11-23")).toBe(true); // Monday
    expect(isTradingDay("2026-11-24")).toBe(false); // Guru Nanak Jayanti, Tuesday
    expect(isTradingDay("2026-11-21")).toBe(false); // Saturday
    expect(holidayListCovers("2026-06-01")).toBe(true);
    expect(holidayListCovers("2027-06-01")).toBe(false);
  });
});
