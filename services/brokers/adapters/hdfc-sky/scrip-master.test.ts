import { readFileSync } from "node:fs";
import { zipOf } from "../../testing/zip-of";
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
