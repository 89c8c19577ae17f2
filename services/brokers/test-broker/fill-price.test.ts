import { describe, expect, it } from "vitest";
import { paise } from "../../../lib/money/paise";
import { fillPrice, marketFillPrice, slippage, toTick } from "./fill-price";

describe("fill prices", () => {
  it("slips one tick on a cheap option and 5 bps on a dear one", () => {
    expect(slippage(paise(10_000))).toBe(5); // ₹100: 5 bps = 5 paise = one tick
    expect(slippage(paise(2_000))).toBe(5); // ₹20: 1 paisa, at least one tick
    expect(slippage(paise(200_000))).toBe(100); // ₹2,000: ₹1.00
    expect(slippage(paise(2_307_980))).toBe(1_155); // a ₹23,079.80 future: ₹11.54 up to ₹11.55
  });

  it("fills market buys above and sells below the last price, on the tick", () => {
    expect(marketFillPrice(paise(24_055), "BUY")).toBe(24_070); // ₹240.55: 5 bps = 12 paise, up to 3 ticks
    expect(marketFillPrice(paise(24_055), "SELL")).toBe(24_040);
    expect(marketFillPrice(paise(5), "SELL")).toBe(5); // never below one tick
    expect(toTick(paise(101), "up")).toBe(105);
    expect(toTick(paise(104), "down")).toBe(100);
  });

  it("fills a limit buy only at or below its limit, a limit sell at or above", () => {
    const buy = { transactionType: "BUY" as const, orderType: "LIMIT" as const };
    expect(fillPrice({ ...buy, limitPrice: paise(10_000) }, paise(10_005))).toBeNull();
    expect(fillPrice({ ...buy, limitPrice: paise(10_000) }, paise(10_000))).toBe(10_000);
    expect(fillPrice({ ...buy, limitPrice: paise(10_000) }, paise(9_000))).toBe(9_005);
    const sell = { transactionType: "SELL" as const, orderType: "LIMIT" as const };
    expect(fillPrice({ ...sell, limitPrice: paise(10_000) }, paise(9_995))).toBeNull();
    expect(fillPrice({ ...sell, limitPrice: paise(10_000) }, paise(10_000))).toBe(10_000);
    expect(fillPrice({ ...sell, limitPrice: paise(10_000) }, paise(11_000))).toBe(10_990);
    expect(fillPrice({ ...sell, limitPrice: null }, paise(11_000))).toBeNull();
  });
});
