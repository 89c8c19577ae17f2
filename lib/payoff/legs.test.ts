import { describe, expect, it } from "vitest";
import {
  assertValidLegs,
  InvalidPayoffLegError,
  legProfitAtExpiry,
  nearestExpiry,
  signedQuantity,
  valueAtExpiry,
  type PayoffLeg,
} from "./legs";

const base = {
  token: 1,
  underlyingToken: 3727,
  quantity: 65,
  transactionType: "BUY",
  expiryDate: "2026-01-27",
  entryPrice: 100,
} as const;
const call: PayoffLeg = { ...base, instrumentType: "call", strikePrice: 24000 };
const put: PayoffLeg = { ...base, instrumentType: "put", strikePrice: 24000 };
const future: PayoffLeg = { ...base, instrumentType: "fut", entryPrice: 24150 };

describe("valueAtExpiry and legProfitAtExpiry", () => {
  it("values a call, a put and a future at expiry", () => {
    expect(valueAtExpiry(call, 24300)).toBe(300);
    expect(valueAtExpiry(call, 23700)).toBe(0);
    expect(valueAtExpiry(put, 23700)).toBe(300);
    expect(valueAtExpiry(put, 24300)).toBe(0);
    expect(valueAtExpiry(future, 24300)).toBe(24300);
  });

  it("signs the profit by side: long 65 × (300 − 100) = 13000, short the opposite", () => {
    expect(legProfitAtExpiry(call, 24300)).toBe(13000);
    expect(legProfitAtExpiry({ ...call, transactionType: "SELL" }, 24300)).toBe(-13000);
    expect(legProfitAtExpiry({ ...future, transactionType: "SELL" }, 24300)).toBe(-65 * 150);
    expect(signedQuantity({ ...put, transactionType: "SELL" })).toBe(-65);
  });
});

describe("assertValidLegs", () => {
  it("accepts well-formed legs", () => {
    expect(() => assertValidLegs([call, put, future])).not.toThrow();
  });

  it.each([
    ["no legs", []],
    ["zero quantity", [{ ...call, quantity: 0 }]],
    ["negative quantity", [{ ...call, quantity: -65 }]],
    ["negative premium", [{ ...call, entryPrice: -1 }]],
    ["missing strike", [{ ...call, strikePrice: Number.NaN }]],
    ["date-time expiry", [{ ...call, expiryDate: "2026-01-27T10:00:00Z" }]],
  ] as [string, PayoffLeg[]][])("rejects %s", (_, legs) => {
    expect(() => assertValidLegs(legs)).toThrow(legs.length ? InvalidPayoffLegError : RangeError);
  });
});

describe("nearestExpiry", () => {
  it("picks the earliest ISO date", () => {
    const legs = [
      call,
      { ...put, expiryDate: "2026-01-13" },
      { ...future, expiryDate: "2026-02-24" },
    ];
    expect(nearestExpiry(legs)).toBe("2026-01-13");
  });
});
