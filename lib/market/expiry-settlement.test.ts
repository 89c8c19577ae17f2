import { describe, expect, it } from "vitest";
import { indexCloseInPaise, settlementPrice } from "./expiry-settlement";

describe("a contract's final settlement price", () => {
  const close = indexCloseInPaise(23_796.456);

  it("takes the index close to the paisa", () => {
    expect(close).toBe(2_379_646);
  });

  it("pays an in-the-money option its intrinsic value", () => {
    expect(settlementPrice({ type: "call", strike: 23_550 }, close)).toBe(24_646);
    expect(settlementPrice({ type: "put", strike: 24_000 }, close)).toBe(20_354);
  });

  it("lets an out-of-the-money option expire worthless", () => {
    expect(settlementPrice({ type: "call", strike: 24_000 }, close)).toBe(0);
    expect(settlementPrice({ type: "put", strike: 23_550 }, close)).toBe(0);
    expect(settlementPrice({ type: "call", strike: 23_796.46 }, close)).toBe(0);
  });

  it("settles a future at the close", () => {
    expect(settlementPrice({ type: "fut", strike: null }, close)).toBe(close);
  });
});
