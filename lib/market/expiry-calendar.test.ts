import { describe, expect, it } from "vitest";
import { THURSDAY, TUESDAY, weekdayOf } from "./calendar-date";
import { expiriesBetween, isMonthlyExpiry, nextExpiry } from "./expiry-calendar";
import { INDEX_EXPIRY_RULES } from "./expiry-rules";
import { isTradingDay } from "./holidays";

const NIFTY = 3727;
const BANKNIFTY = 3731;
const FINNIFTY = 4407;
const dates = (list: { date: string }[]) => list.map((e) => e.date);

describe("expiry calendar", () => {
  it("moves November 2026's monthly from Tuesday 24 (holiday) to Monday 23", () => {
    // Nov 2026 Tuesdays: 3, 10, 17, 24. 10 and 24 are NSE holidays → 9 and 23.
    expect(expiriesBetween(NIFTY, "2026-11-01", "2026-11-30")).toEqual([
      { date: "2026-11-03", scheduledDate: "2026-11-03", monthly: false, provisional: false },
      { date: "2026-11-09", scheduledDate: "2026-11-10", monthly: false, provisional: false },
      { date: "2026-11-17", scheduledDate: "2026-11-17", monthly: false, provisional: false },
      { date: "2026-11-23", scheduledDate: "2026-11-24", monthly: true, provisional: false },
    ]);
    expect(dates(expiriesBetween(BANKNIFTY, "2026-11-01", "2026-11-30"))).toEqual(["2026-11-23"]);
  });

  it("moves March 2026's expiries off the 3 and 31 March holidays", () => {
    // Tuesdays 3, 10, 17, 24, 31; 3 Mar (Holi) → 2 Mar, 31 Mar (Mahavir Jayanti) → 30 Mar.
    expect(dates(expiriesBetween(NIFTY, "2026-03-01", "2026-03-31"))).toEqual([
      "2026-03-02",
      "2026-03-10",
      "2026-03-17",
      "2026-03-24",
      "2026-03-30",
    ]);
    expect(isMonthlyExpiry(FINNIFTY, "2026-03-30")).toBe(true);
    expect(isMonthlyExpiry(FINNIFTY, "2026-03-31")).toBe(false);
  });

  it("includes an expiry moved into the range from a scheduled day after it", () => {
    expect(dates(expiriesBetween(NIFTY, "2026-04-13", "2026-04-13"))).toEqual(["2026-04-13"]);
    expect(dates(expiriesBetween(NIFTY, "2026-10-19", "2026-10-19"))).toEqual(["2026-10-19"]);
  });

  it("switches from Thursday to Tuesday on 1 September 2025", () => {
    // Aug 2025 Thursdays 21 and 28 (monthly); Sep 2025 Tuesdays 2, 9.
    const expiries = expiriesBetween(NIFTY, "2025-08-20", "2025-09-10");
    expect(dates(expiries)).toEqual(["2025-08-21", "2025-08-28", "2025-09-02", "2025-09-09"]);
    expect(expiries.map((e) => e.monthly)).toEqual([false, true, false, false]);
    // Diwali 2025: Tuesday 21 Oct was a holiday → Monday 20 Oct.
    expect(dates(expiriesBetween(NIFTY, "2025-10-15", "2025-10-22"))).toEqual(["2025-10-20"]);
  });

  it("gives BANKNIFTY and FINNIFTY one expiry a month, NIFTY one every Tuesday (2026)", () => {
    for (const token of [BANKNIFTY, FINNIFTY] as const) {
      const year = expiriesBetween(token, "2026-01-01", "2026-12-31");
      expect(year).toHaveLength(12);
      expect(year.every((e) => e.monthly && weekdayOf(e.scheduledDate) === TUESDAY)).toBe(true);
    }
    const nifty = expiriesBetween(NIFTY, "2026-01-01", "2026-12-31");
    expect(nifty).toHaveLength(52); // 2026 begins on a Thursday: 53 Thursdays, 52 Tuesdays
    expect(nifty.filter((e) => e.monthly)).toHaveLength(12);
    expect(nifty.every((e) => isTradingDay(e.date))).toBe(true);
  });

  it("finds the next weekly and monthly expiry", () => {
    expect(nextExpiry(NIFTY, "weekly", "2026-11-18")?.date).toBe("2026-11-23");
    expect(nextExpiry(NIFTY, "weekly", "2026-11-24")?.date).toBe("2026-12-01");
    expect(nextExpiry(NIFTY, "monthly", "2026-11-24")?.date).toBe("2026-12-29");
    expect(nextExpiry(BANKNIFTY, "monthly", "2026-03-31")?.date).toBe("2026-04-28");
    expect(nextExpiry(BANKNIFTY, "weekly", "2026-03-01")).toBeNull();
  });

  it("tells monthly expiries from weekly ones", () => {
    expect(isMonthlyExpiry(NIFTY, "2026-11-23")).toBe(true);
    expect(isMonthlyExpiry(NIFTY, "2026-11-24")).toBe(false);
    expect(isMonthlyExpiry(NIFTY, "2026-11-17")).toBe(false);
  });

  it("marks expiries provisional where the holiday list ends", () => {
    // Jan 2027: Tuesday 5 Jan; no 2027 holiday list yet.
    expect(expiriesBetween(NIFTY, "2027-01-01", "2027-01-10")).toEqual([
      { date: "2027-01-05", scheduledDate: "2027-01-05", monthly: false, provisional: true },
    ]);
  });

  it("keeps dated rules that start on the first of a month, and refuses earlier dates", () => {
    expect(INDEX_EXPIRY_RULES.map((r) => [r.from, r.weekday])).toEqual([
      ["2025-01-01", THURSDAY],
      ["2025-09-01", TUESDAY],
    ]);
    expect(() => expiriesBetween(NIFTY, "2024-12-01", "2024-12-31")).toThrow(RangeError);
  });
});
