import { describe, expect, it } from "vitest";
import { paise } from "../../../lib/money/paise";
import type { BrokerPosition } from "../../brokers/broker";
import { heldAtExpiry } from "./held-at-expiry";

const CONTRACT = 101;

const position = (netQuantity: number, instrumentToken = CONTRACT): BrokerPosition => ({
  instrumentToken,
  product: "NRML",
  netQuantity,
  averagePrice: netQuantity === 0 ? null : paise(1_000),
  realisedPnl: paise(0),
  unrealisedPnl: paise(0),
  lastTradedPrice: null,
});

describe("heldAtExpiry: what a broker's positions say of a leg held past its expiry", () => {
  it("is held when the broker lists at least the leg's quantity on its side", () => {
    expect(heldAtExpiry([position(75)], CONTRACT, 75)).toBe(true);
    // Another basket (or the trader) holds the same contract too.
    expect(heldAtExpiry([position(150)], CONTRACT, 75)).toBe(true);
    expect(heldAtExpiry([position(-75)], CONTRACT, -75)).toBe(true);
    expect(heldAtExpiry([position(-150)], CONTRACT, -75)).toBe(true);
  });

  it("is held when the broker no longer lists the contract: its settlement was booked", () => {
    expect(heldAtExpiry([], CONTRACT, 75)).toBe(true);
    expect(heldAtExpiry([position(75, 202)], CONTRACT, -75)).toBe(true);
  });

  it("is not held when the broker lists less on the leg's side: closed outside Strikeline", () => {
    expect(heldAtExpiry([position(0)], CONTRACT, 75)).toBe(false);
    expect(heldAtExpiry([position(0)], CONTRACT, -75)).toBe(false);
    expect(heldAtExpiry([position(25)], CONTRACT, 75)).toBe(false);
    expect(heldAtExpiry([position(75)], CONTRACT, -75)).toBe(false);
  });

  it("adds up the broker's rows of the contract across products", () => {
    const mis = { ...position(-75), product: "MIS" as const };
    expect(heldAtExpiry([position(75), mis], CONTRACT, 75)).toBe(false);
    expect(heldAtExpiry([position(50), { ...position(25), product: "MIS" }], CONTRACT, 75)).toBe(
      true,
    );
  });
});
