import { describe, expect, it } from "vitest";
import { TEST_BROKER_CODE } from "../product";
import { orderWindowOpen } from "./order-window";

// Tue 13 Jan 2026 is a trading day.
const at = (time: string) => new Date(`2026-01-13T${time}:00+05:30`);

describe("orderWindowOpen", () => {
  it("lets the test broker trade at any time (spec §6)", () => {
    expect(orderWindowOpen(TEST_BROKER_CODE, false, at("22:00"))).toBe(true);
  });

  it("follows the server's market-hours answer when there is one", () => {
    expect(orderWindowOpen("iifl", false, at("10:00"))).toBe(false);
    expect(orderWindowOpen("iifl", true, at("22:00"))).toBe(true);
  });

  it("falls back to the 09:15-15:15 IST window on the client's clock", () => {
    expect(orderWindowOpen("iifl", null, at("09:14"))).toBe(false);
    expect(orderWindowOpen("iifl", null, at("09:15"))).toBe(true);
    expect(orderWindowOpen("iifl", null, at("15:14"))).toBe(true);
    expect(orderWindowOpen("iifl", null, at("15:15"))).toBe(false);
  });
});
