import { describe, expect, it } from "vitest";
import { findInstrument, instrumentBySymbol, instrumentByToken } from "./instrument-lookup";
import { encodeInstrumentToken } from "./instrument-tokens";

const NIFTY = 3727;
const BANKNIFTY = 3731;
const FINNIFTY = 4407;

const symbolOf = (
  underlyingToken: 3727 | 3731 | 4407,
  expiry: string,
  type: "call" | "put" | "fut",
  strike: number | null,
) => findInstrument({ underlyingToken, expiry, type, strike })?.tradingSymbol;

describe("instrument lookup", () => {
  it("describes NIFTY 24000 CE of the December 2025 monthly (30 Dec) in full", () => {
    expect(instrumentByToken(1_20251230_1_024000)).toEqual({
      token: 1202512301024000,
      underlyingToken: NIFTY,
      type: "call",
      strike: 24000,
      expiry: "2025-12-30",
      lotSize: 75, // the pre-2026 lot (contracts expiring before 1 Jan 2026)
      freezeQuantity: 1800,
      tradingSymbol: "NIFTY25DEC24000CE",
      prettyName: "NIFTY 24000 CE 30 DEC",
    });
  });

  it("writes weeklies as YY + month code + DD: 18 Aug 2026 → NIFTY2681824700CE", () => {
    const weekly = findInstrument({
      underlyingToken: NIFTY,
      expiry: "2026-08-18",
      type: "call",
      strike: 24700,
    });
    expect(weekly?.tradingSymbol).toBe("NIFTY2681824700CE");
    expect(weekly?.prettyName).toBe("NIFTY 24700 CE 18 AUG");
    expect(weekly?.lotSize).toBe(65);
    // month codes 1-9, then O, N, D
    expect(symbolOf(NIFTY, "2026-01-06", "put", 24000)).toBe("NIFTY2610624000PE");
    expect(symbolOf(NIFTY, "2026-10-06", "call", 25000)).toBe("NIFTY26O0625000CE");
    expect(symbolOf(NIFTY, "2026-11-17", "call", 25000)).toBe("NIFTY26N1725000CE");
    expect(symbolOf(NIFTY, "2026-12-08", "put", 23950)).toBe("NIFTY26D0823950PE");
    // a Thursday weekly of the old rule (before 1 Sep 2025)
    expect(symbolOf(NIFTY, "2025-08-21", "call", 24000)).toBe("NIFTY2582124000CE");
  });

  it("writes the month's last NIFTY expiry in the monthly format, and its future", () => {
    expect(symbolOf(NIFTY, "2026-08-25", "call", 24700)).toBe("NIFTY26AUG24700CE");
    expect(symbolOf(NIFTY, "2026-08-25", "fut", null)).toBe("NIFTY26AUGFUT");
    expect(
      findInstrument({ underlyingToken: NIFTY, expiry: "2026-08-25", type: "fut", strike: null })
        ?.prettyName,
    ).toBe("NIFTY FUT 25 AUG");
    expect(instrumentBySymbol("NIFTY2682524700CE")).toBeUndefined();
  });

  it("dates holiday-shifted expiries on the day they expire", () => {
    // 10 Nov 2026 (weekly) and 24 Nov 2026 (monthly) are holidays → 9 and 23 Nov.
    expect(symbolOf(NIFTY, "2026-11-09", "put", 24000)).toBe("NIFTY26N0924000PE");
    expect(symbolOf(NIFTY, "2026-11-10", "put", 24000)).toBeUndefined();
    const monthly = findInstrument({
      underlyingToken: BANKNIFTY,
      expiry: "2026-11-23",
      type: "put",
      strike: 52000,
    });
    expect(monthly?.tradingSymbol).toBe("BANKNIFTY26NOV52000PE");
    expect(monthly?.prettyName).toBe("BANKNIFTY 52000 PE 23 NOV");
    expect(monthly?.lotSize).toBe(30);
    expect(monthly?.freezeQuantity).toBe(600);
    // 3 Mar (weekly) and 31 Mar 2026 (monthly) → 2 and 30 Mar
    expect(symbolOf(NIFTY, "2026-03-02", "call", 24000)).toBe("NIFTY2630224000CE");
    expect(instrumentBySymbol("FINNIFTY26MARFUT")?.expiry).toBe("2026-03-30");
    expect(instrumentBySymbol("FINNIFTY26MARFUT")?.lotSize).toBe(60);
  });

  it("finds a contract by trading symbol and by token alike", () => {
    for (const symbol of [
      "NIFTY25DEC24000CE",
      "NIFTY2681824700CE",
      "NIFTY26AUGFUT",
      "BANKNIFTY26NOV52000PE",
      "FINNIFTY26JAN24000CE",
    ]) {
      const instrument = instrumentBySymbol(symbol);
      expect(instrument?.tradingSymbol).toBe(symbol);
      expect(instrumentByToken(instrument?.token ?? 0)).toEqual(instrument);
    }
    expect(instrumentBySymbol("FINNIFTY26JAN24000CE")?.expiry).toBe("2026-01-27");
  });

  it("knows a contract far outside any listed band, so an old position stays priced", () => {
    const deep = instrumentByToken(
      encodeInstrumentToken({
        underlyingToken: NIFTY,
        expiry: "2025-12-30",
        type: "put",
        strike: 5000,
      }),
    );
    expect(deep?.tradingSymbol).toBe("NIFTY25DEC5000PE");
    expect(instrumentBySymbol("NIFTY25DEC5000PE")).toEqual(deep);
  });

  it("refuses contracts the exchange does not list", () => {
    expect(instrumentByToken(3727)).toBeUndefined();
    expect(instrumentByToken(4407)).toBeUndefined();
    // BANKNIFTY and FINNIFTY have no weeklies; no weekly futures; strikes on the step only
    expect(symbolOf(BANKNIFTY, "2026-08-18", "call", 52000)).toBeUndefined();
    expect(instrumentBySymbol("BANKNIFTY2681852000CE")).toBeUndefined();
    expect(symbolOf(NIFTY, "2026-08-18", "fut", null)).toBeUndefined();
    expect(symbolOf(NIFTY, "2026-08-25", "call", 24025)).toBeUndefined();
    expect(symbolOf(BANKNIFTY, "2026-08-25", "call", 52050)).toBeUndefined();
    expect(symbolOf(FINNIFTY, "2026-08-26", "call", 24000)).toBeUndefined(); // not an expiry
    expect(symbolOf(NIFTY, "2024-12-26", "call", 24000)).toBeUndefined(); // before the kept rules
    expect(instrumentBySymbol("NIFTY26XYZ24000CE")).toBeUndefined();
    expect(instrumentBySymbol("NIFTY26N3224000CE")).toBeUndefined();
    expect(instrumentBySymbol("SENSEX26AUGFUT")).toBeUndefined();
  });
});
