import { describe, expect, it } from "vitest";
import { isExchangeSessionOpen, lastSessionClose } from "./market-session";

const ist = (text: string) => new Date(`${text}+05:30`);

describe("isExchangeSessionOpen", () => {
  it("runs 09:15 to 15:30 IST on trading days", () => {
    expect(isExchangeSessionOpen(ist("2026-11-26T09:14:59"))).toBe(false);
    expect(isExchangeSessionOpen(ist("2026-11-26T09:15:00"))).toBe(true);
    expect(isExchangeSessionOpen(ist("2026-11-26T15:29:59"))).toBe(true);
    expect(isExchangeSessionOpen(ist("2026-11-26T15:30:00"))).toBe(false);
  });

  it("is shut at weekends and on NSE holidays", () => {
    expect(isExchangeSessionOpen(ist("2026-11-28T11:00:00"))).toBe(false); // Saturday
    expect(isExchangeSessionOpen(ist("2026-11-24T11:00:00"))).toBe(false); // Guru Nanak Jayanti
  });
});

describe("lastSessionClose", () => {
  it("is today's close after it, the previous trading day's before the open", () => {
    expect(lastSessionClose(ist("2026-11-26T20:25:00"))).toEqual(ist("2026-11-26T15:30:00"));
    expect(lastSessionClose(ist("2026-11-27T08:00:00"))).toEqual(ist("2026-11-26T15:30:00"));
  });

  it("reaches back over the weekend and holidays", () => {
    expect(lastSessionClose(ist("2026-11-30T09:00:00"))).toEqual(ist("2026-11-27T15:30:00"));
    // 24 Nov 2026 is a holiday: the 25th's pre-open follows the 23rd's close.
    expect(lastSessionClose(ist("2026-11-25T07:00:00"))).toEqual(ist("2026-11-23T15:30:00"));
  });

  it("is null in the session", () => {
    expect(lastSessionClose(ist("2026-11-26T10:00:00"))).toBeNull();
  });
});
