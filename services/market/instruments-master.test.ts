import { describe, expect, it } from "vitest";
import { instrumentBySymbol, instrumentByToken } from "./instrument-lookup";
import { listedExpiries, listedInstruments, strikeBand } from "./instruments-master";

const referencePrices = { 3727: 24000, 3731: 52000, 4407: 23500 } as const;
const dates = (token: 3727 | 3731 | 4407, date: string) =>
  listedExpiries(token, date).map((e) => e.date);

describe("instruments master", () => {
  it("lists NIFTY's next four expiries and three monthlies, the others three monthlies", () => {
    // November 2026: Tuesdays 3, 10→9, 17, 24→23 (holidays), then monthlies 29 Dec and 26 Jan.
    expect(dates(3727, "2026-11-02")).toEqual([
      "2026-11-03",
      "2026-11-09",
      "2026-11-17",
      "2026-11-23",
      "2026-12-29",
      "2027-01-26",
    ]);
    expect(dates(3731, "2026-11-02")).toEqual(["2026-11-23", "2026-12-29", "2027-01-26"]);
    // an expiry day still lists the contract expiring that day
    expect(dates(4407, "2026-11-23")).toEqual(["2026-11-23", "2026-12-29", "2027-01-26"]);
    expect(dates(3727, "2026-11-24")).toEqual([
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
      "2026-12-22",
      "2026-12-29",
      "2027-01-26",
      "2027-02-23",
    ]);
  });

  it("lists strikes at the strike step over ±20% of the reference price", () => {
    const nifty = strikeBand(3727, 24000, 0.2);
    expect([nifty[0], nifty.at(-1), nifty.length]).toEqual([19200, 28800, 193]);
    const bank = strikeBand(3731, 52030, 0.2);
    expect([bank[0], bank.at(-1), bank[1]! - bank[0]!]).toEqual([41700, 62400, 100]);
  });

  it("lists each expiry's calls and puts, and monthly futures, all with unique tokens", () => {
    const master = listedInstruments({ date: "2026-11-02", referencePrices });
    // NIFTY 6 expiries × 193 strikes × 2 + 3 futures; BANKNIFTY 3 × 209 × 2 + 3; FINNIFTY 3 × 189 × 2 + 3
    expect(master).toHaveLength(2319 + 1257 + 1137);
    expect(new Set(master.map((i) => i.token)).size).toBe(master.length);
    expect(new Set(master.map((i) => i.tradingSymbol)).size).toBe(master.length);
    expect(master.filter((i) => i.type === "fut").map((i) => i.tradingSymbol)).toEqual([
      "NIFTY26NOVFUT",
      "NIFTY26DECFUT",
      "NIFTY27JANFUT",
      "BANKNIFTY26NOVFUT",
      "BANKNIFTY26DECFUT",
      "BANKNIFTY27JANFUT",
      "FINNIFTY26NOVFUT",
      "FINNIFTY26DECFUT",
      "FINNIFTY27JANFUT",
    ]);
    expect(master.slice(0, 3).map((i) => i.tradingSymbol)).toEqual([
      "NIFTY26N0319200CE",
      "NIFTY26N0319200PE",
      "NIFTY26N0319250CE",
    ]);
  });

  it("finds every listed contract again by its token and by its trading symbol", () => {
    for (const instrument of listedInstruments({
      date: "2026-03-02",
      referencePrices,
      band: 0.05,
    })) {
      expect(instrumentByToken(instrument.token)).toEqual(instrument);
      expect(instrumentBySymbol(instrument.tradingSymbol)).toEqual(instrument);
    }
  });
});
