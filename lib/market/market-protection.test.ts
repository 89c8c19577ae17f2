import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import { brokerByCode } from "../brokers";
import { marketProtectionNote, protectedLimitPrice } from "./market-protection";

describe("protectedLimitPrice", () => {
  it("buys up to the percentage above the last price, rounded up to the ₹0.05 tick", () => {
    // ₹123.45 + 2% = ₹125.919 → ₹125.95
    expect(protectedLimitPrice(paise(12_345), "BUY", 2)).toBe(12_595);
  });

  it("sells down to the percentage below the last price, rounded down to the tick", () => {
    // ₹123.45 − 2% = ₹120.981 → ₹120.95
    expect(protectedLimitPrice(paise(12_345), "SELL", 2)).toBe(12_095);
  });

  it("keeps a price already on the grid", () => {
    expect(protectedLimitPrice(paise(10_000), "BUY", 2)).toBe(10_200);
    expect(protectedLimitPrice(paise(10_000), "SELL", 2)).toBe(9_800);
  });

  it("never sends a sell below one tick", () => {
    expect(protectedLimitPrice(paise(5), "SELL", 5)).toBe(5);
  });

  it("refuses a protection that is no protection", () => {
    expect(() => protectedLimitPrice(paise(100), "BUY", 0)).toThrow(RangeError);
  });
});

describe("marketProtectionNote", () => {
  it("tells a 5paisa trader their market legs go as protected limits", () => {
    expect(marketProtectionNote(brokerByCode("5paisa")!)).toBe(
      "5paisa takes no plain market orders: each leg goes as a limit order at most 2% from its last price, so a fast market cannot fill it far away.",
    );
  });

  it("says nothing where market orders go as they are", () => {
    expect(marketProtectionNote(brokerByCode("aliceblue")!)).toBeNull();
  });
});
