import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  dayNumber,
  firstDayOfMonth,
  isWeekend,
  lastDayOfMonth,
  MONDAY,
  THURSDAY,
  TUESDAY,
  weekdayOf,
  weekdayOnOrBefore,
} from "./calendar-date";

describe("calendar dates", () => {
  it("knows the weekday of a date", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(weekdayOf("1970-01-01")).toBe(THURSDAY);
    expect(weekdayOf("2025-09-01")).toBe(MONDAY);
    expect(weekdayOf("2026-11-24")).toBe(TUESDAY);
    expect(isWeekend("2026-11-21")).toBe(true); // Saturday
    expect(isWeekend("2026-11-22")).toBe(true); // Sunday
    expect(isWeekend("2026-11-23")).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("moves by whole months, clamped to the month's last day", () => {
    expect(addMonths("2026-12-06", -3)).toBe("2026-09-06");
    expect(addMonths("2026-12-06", -9)).toBe("2026-03-06");
    expect(addMonths("2026-05-31", -3)).toBe("2026-02-28");
    expect(addMonths("2024-05-31", -3)).toBe("2024-02-29");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(daysBetween("2026-11-20", "2026-11-23")).toBe(3);
  });

  it("finds month ends and the last given weekday", () => {
    expect(lastDayOfMonth("2026-02-10")).toBe("2026-02-28");
    expect(lastDayOfMonth("2028-02-03")).toBe("2028-02-29");
    expect(lastDayOfMonth("2026-12-05")).toBe("2026-12-31");
    expect(firstDayOfMonth("2026-12-05")).toBe("2026-12-01");
    expect(weekdayOnOrBefore("2026-11-30", TUESDAY)).toBe("2026-11-24");
    expect(weekdayOnOrBefore("2026-11-24", TUESDAY)).toBe("2026-11-24");
  });

  it("refuses strings that are not calendar dates", () => {
    for (const bad of ["2026-02-30", "2026-1-5", "2026-13-01", "", "24/11/2026"]) {
      expect(() => dayNumber(bad), bad).toThrow(RangeError);
    }
  });
});
