import { describe, expect, it } from "vitest";
import { isExchangeSessionOpen } from "../lib/market/market-session";
import { journeyClockStart } from "../e2e/support/environment";

const ist = (text: string) => new Date(`${text}+05:30`);
const HOUR = 3_600_000;

describe("journeyClockStart", () => {
  it("keeps real time while NSE stays shut for the whole run", () => {
    expect(journeyClockStart(ist("2026-11-26T20:25:00"))).toBeNull();
    expect(journeyClockStart(ist("2026-11-28T11:00:00"))).toBeNull(); // Saturday
  });

  it("moves a run in or near a session to just after today's close", () => {
    for (const now of ["2026-11-26T11:00:00", "2026-11-26T08:30:00", "2026-11-26T15:29:00"]) {
      const start = journeyClockStart(ist(now));
      expect(start).toEqual(ist("2026-11-26T15:31:00"));
      expect(start!.getTime() - ist(now).getTime()).toBeLessThan(8 * HOUR);
      expect(isExchangeSessionOpen(new Date(start!.getTime() + HOUR))).toBe(false);
    }
  });
});
