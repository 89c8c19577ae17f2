import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { brokerScripsOf } from "../../real/scrip-master";
import { IIFL_CAPITAL_NSEFO_MASTER, iiflCapitalScripMaster } from "./scrip-master";

const fixture = readFileSync(new URL("./fixtures/NSEFO.csv", import.meta.url), "utf8");

describe("IIFL Capital's NSEFO contract file", () => {
  const parsed = iiflCapitalScripMaster.parse(fixture);

  it("reads the index options and futures of NIFTY, BANKNIFTY and FINNIFTY", () => {
    expect(parsed.map((s) => s.brokerToken)).toEqual([
      "35089",
      "35090",
      "41522",
      "35382",
      "35005",
      "36120",
      "39004",
      "39005",
    ]);
    expect(parsed[0]).toEqual({
      underlying: "NIFTY",
      type: "call",
      strike: 23100,
      expiry: "2026-12-29",
      brokerToken: "35089",
      tradingSymbol: "NIFTY26DEC23100CE",
      exchange: "NSEFO",
      lotSize: 65,
    });
    // "XX" is a future, whatever its strike column holds; an expiry with a time is a date.
    expect(parsed.find((s) => s.brokerToken === "36120")).toMatchObject({
      type: "fut",
      strike: null,
    });
    expect(parsed.find((s) => s.brokerToken === "35090")?.expiry).toBe("2026-12-29");
  });

  it("skips other underlyings, stock derivatives and rows without an id or an expiry", () => {
    const tokens = parsed.map((s) => s.brokerToken);
    for (const skipped of ["37001", "38002", "38003", "39006"]) {
      expect(tokens).not.toContain(skipped);
    }
    expect(parsed.some((s) => s.tradingSymbol === "NIFTY26DEC23200CE")).toBe(false);
  });

  it("maps to our contracts, leaving out strikes off the grid and expiries the calendar lacks", () => {
    const scrips = brokerScripsOf(parsed);
    expect(scrips.map((s) => s.brokerToken)).toEqual([
      "35089",
      "35090",
      "41522",
      "35382",
      "35005",
      "36120",
    ]);
    const call = instrumentByToken(scrips[0]!.instrumentToken);
    expect(call).toMatchObject({ type: "call", strike: 23100, expiry: "2026-12-29" });
    expect(instrumentByToken(scrips[4]!.instrumentToken)).toMatchObject({
      underlyingToken: 3731,
      type: "put",
    });
  });

  it("finds columns by their header, in any order", () => {
    const [header, ...rows] = fixture.trim().split("\n");
    const names = header!.split(",");
    const order = names.map((_, i) => i).reverse();
    const reversed = [order.map((i) => names[i]).join(",")]
      .concat(rows.map((row) => order.map((i) => row.split(",")[i]).join(",")))
      .join("\n");
    expect(iiflCapitalScripMaster.parse(reversed)).toEqual(parsed);
  });

  it("refuses a file without the columns it needs, rather than reading nothing", () => {
    expect(() => iiflCapitalScripMaster.parse("Exchange,Token\nNSEFO,1")).toThrow(
      "IIFL Capital's NSEFO contract file lacks the columns Underlying Instrument Symbol",
    );
  });

  it("downloads the CSV from the documented address, and fails on an error answer", async () => {
    const asked: string[] = [];
    const send = (async (url: string) => {
      asked.push(url);
      return new Response(fixture);
    }) as typeof fetch;
    expect(await iiflCapitalScripMaster.download(send)).toBe(fixture);
    expect(asked).toEqual(["https://api.iiflcapital.com/v1/contractfiles/NSEFO.csv"]);
    expect(IIFL_CAPITAL_NSEFO_MASTER).toBe(asked[0]);
    const failing = (async () => new Response("busy", { status: 503 })) as typeof fetch;
    await expect(iiflCapitalScripMaster.download(failing)).rejects.toThrow("503");
  });
});
