import { afterEach, describe, expect, it } from "vitest";
import { indiaClock, indiaInstant, msOfClockTime } from "./india-time";

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe("India time (UTC+05:30, fixed)", () => {
  it("turns 18:30 UTC into India's next midnight", () => {
    expect(indiaClock(new Date("2026-11-16T18:30:00Z"))).toEqual({
      date: "2026-11-17",
      msOfDay: 0,
    });
    expect(indiaClock(new Date("2026-11-16T18:29:59.999Z"))).toEqual({
      date: "2026-11-16",
      msOfDay: 86_399_999,
    });
  });

  it("gives the instant of an India wall-clock time", () => {
    expect(indiaInstant("2026-11-17", "09:15").toISOString()).toBe("2026-11-17T03:45:00.000Z");
    expect(indiaInstant("2026-11-17", "00:00").toISOString()).toBe("2026-11-16T18:30:00.000Z");
  });

  it("does not depend on the machine's time zone", () => {
    process.env.TZ = "America/Los_Angeles"; // DST on 1 Nov 2026 there; none in India
    expect(indiaClock(new Date("2026-11-01T04:00:00Z")).date).toBe("2026-11-01");
    expect(indiaInstant("2026-11-02", "09:15").toISOString()).toBe("2026-11-02T03:45:00.000Z");
  });

  it("refuses bad clock times and invalid dates", () => {
    expect(msOfClockTime("15:15")).toBe((15 * 60 + 15) * 60_000);
    expect(() => msOfClockTime("24:00")).toThrow(RangeError);
    expect(() => msOfClockTime("9:60")).toThrow(RangeError);
    expect(() => indiaClock(new Date("not a date"))).toThrow(RangeError);
  });
});
