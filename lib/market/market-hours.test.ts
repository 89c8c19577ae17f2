import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { TEST_BROKER_CODE } from "../product";
import { isMarketOpen, nextMarketClose, nextMarketOpen, ORDER_WINDOW } from "./market-hours";

const spec = readSpec();
/** An instant from an India wall-clock time: "2026-11-17T09:15:00+05:30". */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("order window", () => {
  it.skipIf(!spec)("is the spec's 09:15 to 15:15 India time (§9)", () => {
    const [, open, close] =
      /Market hours: (\d\d:\d\d) to (\d\d:\d\d) India time/.exec(spec ?? "") ?? [];
    expect(ORDER_WINDOW).toEqual({ open, close });
  });

  it("opens at 09:15:00 and closes at 15:15:00 on a trading day", () => {
    // Tuesday 17 Nov 2026; 09:15 IST is 03:45 UTC.
    expect(ist("2026-11-17T09:15:00").toISOString()).toBe("2026-11-17T03:45:00.000Z");
    expect(isMarketOpen(ist("2026-11-17T09:14:59.999"))).toBe(false);
    expect(isMarketOpen(ist("2026-11-17T09:15:00"))).toBe(true);
    expect(isMarketOpen(ist("2026-11-17T12:00:00"))).toBe(true);
    expect(isMarketOpen(ist("2026-11-17T15:14:59.999"))).toBe(true);
    expect(isMarketOpen(ist("2026-11-17T15:15:00"))).toBe(false);
    expect(isMarketOpen(ist("2026-11-17T15:25:00"))).toBe(false); // NSE still trades; we do not
  });

  it("is closed on weekends and NSE holidays", () => {
    expect(isMarketOpen(ist("2026-11-21T11:00:00"))).toBe(false); // Saturday
    expect(isMarketOpen(ist("2026-11-22T11:00:00"))).toBe(false); // Sunday
    expect(isMarketOpen(ist("2026-11-24T11:00:00"))).toBe(false); // Guru Nanak Jayanti
    expect(isMarketOpen(ist("2026-11-24T11:00:00"), { broker: "iifl" })).toBe(false);
  });

  it("is always open for the test broker (spec §6)", () => {
    expect(isMarketOpen(ist("2026-11-22T03:00:00"), { broker: TEST_BROKER_CODE })).toBe(true);
    expect(isMarketOpen(ist("2026-11-24T11:00:00"), { broker: TEST_BROKER_CODE })).toBe(true);
  });
});

describe("next open and close", () => {
  it("finds the next 09:15 on a trading day", () => {
    expect(nextMarketOpen(ist("2026-11-23T08:00:00"))).toEqual(ist("2026-11-23T09:15:00"));
    expect(nextMarketOpen(ist("2026-11-23T09:15:00"))).toEqual(ist("2026-11-23T09:15:00"));
    // Monday 10:00 → Tuesday 24 Nov is a holiday → Wednesday 25 Nov.
    expect(nextMarketOpen(ist("2026-11-23T10:00:00"))).toEqual(ist("2026-11-25T09:15:00"));
    // Friday evening → Monday.
    expect(nextMarketOpen(ist("2026-11-20T16:00:00"))).toEqual(ist("2026-11-23T09:15:00"));
    // Thursday 2 Apr 2026 evening → Good Friday 3 Apr, weekend → Monday 6 Apr.
    expect(nextMarketOpen(ist("2026-04-02T15:30:00"))).toEqual(ist("2026-04-06T09:15:00"));
  });

  it("finds the close of this session, or of the next one", () => {
    expect(nextMarketClose(ist("2026-11-23T10:00:00"))).toEqual(ist("2026-11-23T15:15:00"));
    expect(nextMarketClose(ist("2026-11-23T15:15:00"))).toEqual(ist("2026-11-25T15:15:00"));
    expect(nextMarketClose(ist("2026-11-21T10:00:00"))).toEqual(ist("2026-11-23T15:15:00"));
  });
});
