import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { contractExpiresAt, contractLabel, expiredMessage, hasExpired } from "./contract-expiry";
import { findInstrument } from "./instrument-lookup";

// 24 Nov 2026 (the last Tuesday) is an NSE holiday: November's monthly expiry moves to Monday 23.
const call = findInstrument({
  underlyingToken: 3727,
  expiry: "2026-11-23",
  type: "call",
  strike: 23100,
})!;
const future = findInstrument({
  underlyingToken: 3731,
  expiry: "2026-12-29",
  type: "fut",
  strike: null,
})!;

describe("contract expiry", () => {
  it("names the contract with its year", () => {
    expect(contractLabel(call)).toBe("NIFTY 23100 CE 23 Nov 2026");
    expect(contractLabel(future)).toBe("BANKNIFTY FUT 29 Dec 2026");
    expect(expiredMessage(call)).toBe("NIFTY 23100 CE 23 Nov 2026 has expired");
  });

  it("expires at the exchange's close on its expiry day", () => {
    expect(contractExpiresAt(call)).toEqual(indiaInstant("2026-11-23", "15:30"));
    expect(hasExpired(call, indiaInstant("2026-11-23", "15:29"))).toBe(false);
    expect(hasExpired(call, indiaInstant("2026-11-23", "15:30"))).toBe(true);
    expect(hasExpired(call, indiaInstant("2026-11-24", "10:00"))).toBe(true);
  });
});
