import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brokerScripsOf } from "../../real/scrip-master";
import { ALICE_BLUE_NFO_MASTER_URL, aliceBlueScripMaster } from "./scrip-master";

const fixture = readFileSync(join(__dirname, "fixtures", "nfo-master-v2.json"), "utf8");

describe("Alice Blue contract master (v2 JSON)", () => {
  it("reads the index options and futures of NIFTY, BANKNIFTY and FINNIFTY", () => {
    const scrips = aliceBlueScripMaster.parse(fixture);
    expect(scrips.map((s) => s.brokerToken)).toEqual([
      "45001",
      "45002",
      "45003",
      "45004",
      "45005",
      "45006",
    ]);
    expect(scrips[0]).toEqual({
      underlying: "NIFTY",
      type: "call",
      strike: 24000,
      expiry: "2026-12-29",
      brokerToken: "45001",
      tradingSymbol: "NIFTY29DEC26C24000",
      exchange: "NFO",
      lotSize: 65,
    });
    expect(scrips[5]).toMatchObject({ type: "fut", strike: null, expiry: "2026-12-29" });
  });

  it("skips stock derivatives, other indices, unreadable rows and non-options", () => {
    const tokens = aliceBlueScripMaster.parse(fixture).map((s) => s.brokerToken);
    for (const skipped of ["45007", "45008", "45009", "45010", "45012", "45013", ""]) {
      expect(tokens).not.toContain(skipped);
    }
  });

  it("maps every kept row to one of our contracts", () => {
    const scrips = brokerScripsOf(aliceBlueScripMaster.parse(fixture));
    expect(scrips.map((s) => s.tradingSymbol)).toEqual([
      "NIFTY29DEC26C24000",
      "NIFTY29DEC26P24000",
      "NIFTY01DEC26P24000",
      "BANKNIFTY29DEC26C52000",
      "FINNIFTY29DEC26P23000",
      "NIFTY29DEC26F",
    ]);
  });

  it("refuses a file that is not the NFO master", () => {
    expect(() => aliceBlueScripMaster.parse(JSON.stringify({ NSE: [] }))).toThrow();
  });

  it("downloads the NFO JSON and fails loudly on an error status", async () => {
    const asked: string[] = [];
    const send = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(fixture, { status: 200 });
    }) as typeof fetch;
    expect(await aliceBlueScripMaster.download(send)).toBe(fixture);
    expect(asked).toEqual([ALICE_BLUE_NFO_MASTER_URL]);
    const failing = (async () => new Response("", { status: 503 })) as typeof fetch;
    await expect(aliceBlueScripMaster.download(failing)).rejects.toThrow("503");
  });
});
