import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { brokerScripsOf } from "../../real/scrip-master";
import {
  HDFC_SKY_SECURITY_MASTER_URL,
  csvOfDownload,
  hdfcSkyScripMaster,
  hdfcSkyStrategyScripMaster,
  parseHdfcSkyMaster,
} from "./scrip-master";

const SAMPLE = readFileSync(new URL("./fixtures/CompactScrip-sample.csv", import.meta.url), "utf8");

/** A one-member ZIP as the broker serves it: deflated, sizes in the central directory only. */
function zipOf(name: string, text: string): Buffer {
  const data = deflateRawSync(Buffer.from(text, "utf8"));
  const fileName = Buffer.from(name, "utf8");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(text.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryStart = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe("HDFC SKY security master", () => {
  it("reads the index derivatives of NIFTY, BANKNIFTY and FINNIFTY, skipping every other row", () => {
    const parsed = parseHdfcSkyMaster(SAMPLE);
    expect(parsed.map((s) => s.tradingSymbol)).toEqual([
      "NIFTY26DEC24000CE",
      "NIFTY26DEC24000PE",
      "NIFTY26DECFUT",
      "NIFTY26D0123500PE",
      "BANKNIFTY26DEC52000PE",
      "FINNIFTY26DEC24000CE",
      "NIFTY26DEC24025CE",
    ]);
    expect(parsed[0]).toEqual({
      underlying: "NIFTY",
      type: "call",
      strike: 24000,
      expiry: "2026-12-29",
      brokerToken: "61412",
      tradingSymbol: "NIFTY26DEC24000CE",
      exchange: "NFO",
      lotSize: 65,
    });
    expect(parsed[2]).toMatchObject({ type: "fut", strike: null, brokerToken: "52110" });
    expect(parsed[3]).toMatchObject({ type: "put", expiry: "2026-12-01", strike: 23500 });
  });

  it("maps the rows to our contracts, leaving out a strike off the grid", () => {
    const scrips = brokerScripsOf(parseHdfcSkyMaster(SAMPLE));
    expect(scrips.map((s) => s.brokerToken)).toEqual([
      "61412",
      "61413",
      "52110",
      "48021",
      "71650",
      "73311",
    ]);
    const names = scrips.map((s) => instrumentByToken(s.instrumentToken)?.tradingSymbol);
    expect(names).toEqual([
      "NIFTY26DEC24000CE",
      "NIFTY26DEC24000PE",
      "NIFTY26DECFUT",
      expect.stringMatching(/^NIFTY26.*23500PE$/),
      "BANKNIFTY26DEC52000PE",
      "FINNIFTY26DEC24000CE",
    ]);
  });

  it("refuses a file without the documented columns", () => {
    expect(() => parseHdfcSkyMaster("token,symbol\n1,X")).toThrow(
      "HDFC SKY security master lacks the columns exchange_token, trading_symbol",
    );
  });

  it("downloads the documented URL with a User-Agent and unzips the CSV", async () => {
    const seen: { url: string; userAgent: string | null }[] = [];
    const send = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), userAgent: new Headers(init?.headers).get("user-agent") });
      return new Response(new Uint8Array(zipOf("CompactScrip.csv", SAMPLE)));
    }) as typeof fetch;
    const text = await hdfcSkyStrategyScripMaster.download(send);
    expect(text).toBe(SAMPLE);
    expect(seen).toEqual([
      { url: HDFC_SKY_SECURITY_MASTER_URL, userAgent: expect.stringMatching(/^Mozilla\/5\.0 /) },
    ]);
    expect(hdfcSkyStrategyScripMaster.broker).toBe("hdfc_sky_strategy");
    expect(hdfcSkyScripMaster.broker).toBe("hdfc_sky");
  });

  it("fails a download the broker refused, and reads a body that came unzipped", async () => {
    const refused = (async () => new Response("busy", { status: 503 })) as typeof fetch;
    await expect(hdfcSkyScripMaster.download(refused)).rejects.toThrow("HTTP 503");
    expect(csvOfDownload(Buffer.from(SAMPLE))).toBe(SAMPLE);
  });
});
