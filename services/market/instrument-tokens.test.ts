import { describe, expect, it } from "vitest";
import {
  decodeInstrumentToken,
  encodeInstrumentToken,
  type ContractKey,
} from "./instrument-tokens";

const call: ContractKey = {
  underlyingToken: 3727,
  expiry: "2026-12-29",
  type: "call",
  strike: 24000,
};

describe("instrument tokens", () => {
  it("reads as U YYYYMMDD T SSSSSS in decimal", () => {
    expect(encodeInstrumentToken(call)).toBe(1_20261229_1_024000);
    expect(encodeInstrumentToken({ ...call, type: "put" })).toBe(1_20261229_2_024000);
    expect(
      encodeInstrumentToken({
        underlyingToken: 3731,
        expiry: "2026-12-29",
        type: "fut",
        strike: null,
      }),
    ).toBe(2_20261229_0_000000);
    expect(
      encodeInstrumentToken({
        underlyingToken: 4407,
        expiry: "2026-01-27",
        type: "put",
        strike: 23500,
      }),
    ).toBe(3_20260127_2_023500);
  });

  it("round-trips and stays a safe integer well away from the underlying tokens", () => {
    const keys: ContractKey[] = [
      call,
      { underlyingToken: 3731, expiry: "2099-12-31", type: "put", strike: 999_999 },
      { underlyingToken: 4407, expiry: "2025-01-30", type: "fut", strike: null },
    ];
    for (const key of keys) {
      const token = encodeInstrumentToken(key);
      expect(Number.isSafeInteger(token)).toBe(true);
      expect(token).toBeGreaterThanOrEqual(10 ** 15);
      expect(decodeInstrumentToken(token)).toEqual(key);
    }
  });

  it("decodes nothing but its own scheme", () => {
    for (const token of [
      3727,
      3731,
      4407,
      0,
      -1,
      1.5,
      4_20261229_1_024000,
      1_20261332_1_024000,
      1_20261229_3_024000,
      1_20261229_1_000000,
      1_20261229_0_000050,
      2 ** 60,
    ])
      expect(decodeInstrumentToken(token)).toBeUndefined();
  });

  it("refuses to encode what it could not decode", () => {
    expect(() => encodeInstrumentToken({ ...call, strike: 1_000_000 })).toThrow(RangeError);
    expect(() => encodeInstrumentToken({ ...call, strike: 24000.5 })).toThrow(RangeError);
    expect(() => encodeInstrumentToken({ ...call, strike: 0 })).toThrow(RangeError);
    expect(() => encodeInstrumentToken({ ...call, strike: null })).toThrow(RangeError);
    expect(() => encodeInstrumentToken({ ...call, expiry: "2026-02-30" })).toThrow(RangeError);
    expect(() => encodeInstrumentToken({ ...call, type: "fut" })).toThrow(RangeError);
  });
});
