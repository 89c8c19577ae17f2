import { readFileSync } from "node:fs";
import { zipOf } from "../../testing/zip-of";
import { describe, expect, it } from "vitest";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { brokerScripsOf } from "../../real/scrip-master";
import {
  NUVAMA_MASTER_URL,
  csvRecords,
  isoDateOf,
  nuvamaScripMaster,
  parseNuvamaMaster,
} from "./scrip-master";
import { zipEntry } from "../../real/zip-entry";

const FIXTURE = readFileSync(new URL("./fixtures/instruments.csv", import.meta.url), "utf8");

describe("Nuvama's instrument master", () => {
  it("reads the NFO index futures and options of NIFTY, BANKNIFTY and FINNIFTY only", () => {
    const parsed = parseNuvamaMaster(FIXTURE);
    expect(parsed.map((row) => row.brokerToken)).toEqual([
      "35001",
      "35002",
      "35003",
      "35004",
      "35010",
      "35011",
      "35020",
      "35030",
      "35031",
    ]);
    expect(parsed[1]).toEqual({
      underlying: "NIFTY",
      type: "call",
      strike: 24000,
      expiry: "2026-12-29",
      brokerToken: "35002",
      tradingSymbol: "NIFTY29DEC26C24000",
      exchange: "NFO",
      lotSize: 65,
    });
    expect(parsed[0]).toMatchObject({ type: "fut", strike: null, lotSize: 65 });
  });

  it("keeps only contracts of ours: off-grid strikes and unknown expiries are left out", () => {
    const scrips = brokerScripsOf(parseNuvamaMaster(FIXTURE));
    expect(scrips.map((s) => s.brokerToken)).toEqual([
      "35001",
      "35002",
      "35003",
      "35004",
      "35010",
      "35011",
      "35020",
    ]);
    const put = instrumentByToken(scrips.find((s) => s.brokerToken === "35020")!.instrumentToken);
    expect(put).toMatchObject({ type: "put", strike: 23500, expiry: "2026-12-29", lotSize: 60 });
  });

  it("reads its expiry format and refuses anything else", () => {
    expect(isoDateOf("29/Dec/26")).toBe("2026-12-29");
    expect(isoDateOf("1-Jan-2027")).toBe("2027-01-01");
    expect(isoDateOf("29DEC2026")).toBe("2026-12-29");
    expect(isoDateOf("")).toBeUndefined();
    expect(isoDateOf("29/Foo/26")).toBeUndefined();
    expect(isoDateOf("2026-12-29")).toBeUndefined();
  });

  it("reads quoted CSV fields with commas, quotes and line breaks", () => {
    expect(csvRecords('a,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4\n\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\nlines"],
      ["1", "2", "3", "4"],
    ]);
  });

  it("refuses a master without the columns it needs", () => {
    expect(() => parseNuvamaMaster("token,symbol\n1,NIFTY\n")).toThrow("exchangetoken");
  });

  it("downloads instruments.zip and reads instruments.csv out of it", async () => {
    const requested: string[] = [];
    const send = ((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response(new Uint8Array(zipOf("instruments.csv", FIXTURE))));
    }) as unknown as typeof fetch;
    const text = await nuvamaScripMaster.download(send);
    expect(requested).toEqual([NUVAMA_MASTER_URL]);
    expect(parseNuvamaMaster(text)).toHaveLength(9);
  });

  it("downloads the master from Nuvama's production host, not the docs' test host np.", async () => {
    const requested: string[] = [];
    const send = ((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response(new Uint8Array(zipOf("instruments.csv", FIXTURE))));
    }) as unknown as typeof fetch;
    await nuvamaScripMaster.download(send);
    expect(requested.map((url) => new URL(url).host)).toEqual(["nc.nuvamawealth.com"]);
  });

  it("says so when the archive has no instruments.csv, or the download fails", async () => {
    expect(() => zipEntry(zipOf("other.csv", "x"), "instruments.csv")).toThrow("instruments.csv");
    expect(() => zipEntry(Buffer.from("not a zip"), "instruments.csv")).toThrow("Not a ZIP");
    const failing = (() =>
      Promise.resolve(new Response("", { status: 503 }))) as unknown as typeof fetch;
    await expect(nuvamaScripMaster.download(failing)).rejects.toThrow("503");
  });
});
