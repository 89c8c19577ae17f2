import { describe, expect, it } from "vitest";
import { isWeekend } from "../market/calendar-date";
import { calendarYearsToExpiry, tradingYearsToExpiry } from "./time-to-expiry";

// Weekdays only, to count sessions without holidays.
const isWeekday = (date: string) => !isWeekend(date);

// Expiry Tuesday 27 Jan 2026. Sessions are 09:15-15:30 IST (375 minutes); IST = UTC+05:30.
const EXPIRY = "2026-01-27";
const ist = (local: string) => new Date(`${local}+05:30`);
const sessions = (years: number) => years * 252;

describe("tradingYearsToExpiry", () => {
  it("counts the rest of today's session plus every later weekday up to the expiry", () => {
    // Tue 20 Jan 10:00: (15:30 − 10:00) / 375 min = 330/375 = 0.88 today,
    // then Wed 21, Thu 22, Fri 23, Mon 26, Tue 27 = 5 sessions → 5.88 / 252
    const years = tradingYearsToExpiry(ist("2026-01-20T10:00:00"), EXPIRY, isWeekday);
    expect(sessions(years)).toBeCloseTo(5.88, 12);
  });

  it("skips NSE holidays by default (Republic Day, Mon 26 Jan 2026)", () => {
    const years = tradingYearsToExpiry(ist("2026-01-20T10:00:00"), EXPIRY);
    expect(sessions(years)).toBeCloseTo(4.88, 12);
  });

  it("counts a full session before the open and none after the close", () => {
    expect(
      sessions(tradingYearsToExpiry(ist("2026-01-20T08:00:00"), EXPIRY, isWeekday)),
    ).toBeCloseTo(6, 12);
    expect(
      sessions(tradingYearsToExpiry(ist("2026-01-20T16:00:00"), EXPIRY, isWeekday)),
    ).toBeCloseTo(5, 12);
  });

  it("uses the India date, not the UTC date (19 Jan 20:00 UTC is 20 Jan 01:30 IST)", () => {
    const years = tradingYearsToExpiry(new Date("2026-01-19T20:00:00Z"), EXPIRY, isWeekday);
    expect(sessions(years)).toBeCloseTo(6, 12);
  });

  it("adds no time over a weekend", () => {
    const saturday = tradingYearsToExpiry(ist("2026-01-24T12:00:00"), EXPIRY, isWeekday);
    const fridayClose = tradingYearsToExpiry(ist("2026-01-23T15:30:00"), EXPIRY, isWeekday);
    expect(sessions(saturday)).toBeCloseTo(2, 12);
    expect(saturday).toBe(fridayClose);
  });

  it("runs down to zero at 15:30 IST on the expiry day and stays there", () => {
    expect(sessions(tradingYearsToExpiry(ist("2026-01-27T15:00:00"), EXPIRY))).toBeCloseTo(
      0.08,
      12,
    );
    expect(tradingYearsToExpiry(ist("2026-01-27T15:30:00"), EXPIRY)).toBe(0);
    expect(tradingYearsToExpiry(ist("2026-01-27T18:00:00"), EXPIRY)).toBe(0);
    expect(tradingYearsToExpiry(ist("2026-02-02T10:00:00"), EXPIRY)).toBe(0);
  });

  it("rejects anything but a real ISO date", () => {
    const now = ist("2026-01-20T10:00:00");
    expect(() => tradingYearsToExpiry(now, "2026-02-30")).toThrow(RangeError);
    expect(() => tradingYearsToExpiry(now, "27-01-2026")).toThrow(RangeError);
    expect(() => tradingYearsToExpiry(now, "2026-01-27T15:30:00Z")).toThrow(RangeError);
  });
});

describe("calendarYearsToExpiry", () => {
  it("measures to 15:30 IST on the expiry date over 365 days", () => {
    // Tue 20 Jan 10:00 → Tue 27 Jan 15:30 = 7 days 5.5 hours
    const years = calendarYearsToExpiry(ist("2026-01-20T10:00:00"), EXPIRY);
    expect(years).toBeCloseTo((7 + 5.5 / 24) / 365, 14);
    expect(calendarYearsToExpiry(ist("2026-01-28T10:00:00"), EXPIRY)).toBe(0);
  });
});
