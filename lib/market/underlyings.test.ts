import { describe, expect, it } from "vitest";
import { readMarketFacts } from "@/tests/support/spec-document";
import {
  CONTRACT_SPECS,
  contractSpecFor,
  isUnderlyingToken,
  UNDERLYING_TOKENS,
  UNDERLYINGS,
} from "./underlyings";

const facts = readMarketFacts();

/** 'NIFTY 65, BANKNIFTY 30' or 'NIFTY 1,800; BANKNIFTY 600 (from Nov 2025)' → symbol → number. */
function figuresBySymbol(line: string): Map<string, number> {
  return new Map(
    [...line.matchAll(/\b(NIFTY|BANKNIFTY|FINNIFTY) ([\d,]+)/g)].map(([, symbol, figure]) => [
      symbol!,
      Number(figure!.replace(/,/g, "")),
    ]),
  );
}

function factLine(start: string): string {
  const line = (facts ?? "").split("\n").find((l) => l.startsWith(start));
  if (!line) throw new Error(`MARKET-FACTS.md has no line starting '${start}'`);
  return line;
}

describe.skipIf(!facts)("contract specifications against MARKET-FACTS.md", () => {
  it("lot sizes from the January 2026 contracts, and the ones before", () => {
    const line = factLine("- Lot sizes from the January 2026 contracts");
    const current = figuresBySymbol(line);
    const before = (/\(before: ([^)]+)\)/.exec(line)?.[1] ?? "").split(", ").map(Number);
    UNDERLYING_TOKENS.forEach((token, i) => {
      const { symbol } = UNDERLYINGS[token];
      expect(contractSpecFor(token, "2026-01-27").lotSize, symbol).toBe(current.get(symbol));
      expect(contractSpecFor(token, "2025-12-30").lotSize, symbol).toBe(before[i]);
    });
  });

  it("freeze quantities in force today", () => {
    const freeze = figuresBySymbol(factLine("- Freeze quantities"));
    for (const token of UNDERLYING_TOKENS) {
      const { symbol } = UNDERLYINGS[token];
      expect(contractSpecFor(token, "2026-12-29").freezeQuantity, symbol).toBe(freeze.get(symbol));
    }
  });

  it("only NIFTY lists weekly options", () => {
    expect(factLine("- Only NIFTY has weekly options")).toBeTruthy();
    for (const token of UNDERLYING_TOKENS) {
      expect(UNDERLYINGS[token].cycles.includes("weekly")).toBe(
        UNDERLYINGS[token].symbol === "NIFTY",
      );
    }
  });
});

describe("underlyings table", () => {
  it("keeps each token's rows oldest first, so the latest applicable row wins", () => {
    for (const token of UNDERLYING_TOKENS) {
      const dates = CONTRACT_SPECS[token].map((row) => row.from);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it("picks the row by the contract's expiry, boundary included", () => {
    expect(contractSpecFor(3727, "2026-01-01").lotSize).toBe(65);
    expect(contractSpecFor(3727, "2025-12-31").lotSize).toBe(75);
  });

  it("refuses a contract older than the table", () => {
    expect(() => contractSpecFor(3731, "2020-01-30")).toThrow(/BANKNIFTY/);
  });

  it("knows its tokens", () => {
    expect(isUnderlyingToken(3727)).toBe(true);
    expect(isUnderlyingToken(256265)).toBe(false);
  });
});
