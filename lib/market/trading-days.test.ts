import { describe, expect, it } from "vitest";
import { tradingDayOnOrAfter, tradingDayOnOrBefore } from "./trading-days";

describe("trading days", () => {
  it("steps to the nearest trading day", () => {
    expect(tradingDayOnOrBefore("2026-11-24")).toBe("2026-11-23");
    expect(tradingDayOnOrBefore("2026-11-23")).toBe("2026-11-23");
    expect(tradingDayOnOrBefore("2025-10-22")).toBe("2025-10-20"); // 21 and 22 Oct both Diwali
    expect(tradingDayOnOrAfter("2026-11-21")).toBe("2026-11-23");
    expect(tradingDayOnOrAfter("2026-04-03")).toBe("2026-04-06"); // Good Friday, then a weekend
  });
});
