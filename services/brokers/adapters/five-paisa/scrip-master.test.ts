import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brokerScripsOf } from "../../real/scrip-master";
import { FIVE_PAISA_MASTER_URL, fivePaisaScripMaster, parseFivePaisaMaster } from "./scrip-master";

const fixture = readFileSync(new URL("./fixtures/scrip-master.csv", import.meta.url), "utf8");

describe("5paisa scrip master", () => {
  it("reads NSE index options and futures of NIFTY, BANKNIFTY and FINNIFTY only", () => {
    const rows = parseFivePaisaMaster(fixture);
    expect(rows.map((r) => r.brokerToken)).toEqual([
      "35001",
      "35002",
      "35003",
      "35004",
      "36001",
      "37001",
      "35005",
    ]);
    expect(rows[0]).toEqual({
      underlying: "NIFTY",
      type: "call",
      strike: 23100,
      expiry: "2026-11-23",
      brokerToken: "35001",
      tradingSymbol: "NIFTY 23 Nov 2026 CE 23100.00",
      exchange: "N",
      lotSize: 65,
    });
    expect(rows[3]).toMatchObject({ type: "fut", strike: null, brokerToken: "35004" });
    expect(rows[4]).toMatchObject({ underlying: "BANKNIFTY", type: "put", lotSize: 30 });
  });

  it("keeps only contracts of ours: a strike off the grid is left out", () => {
    const scrips = brokerScripsOf(parseFivePaisaMaster(fixture));
    expect(scrips.map((s) => s.brokerToken)).toEqual([
      "35001",
      "35002",
      "35003",
      "35004",
      "36001",
      "37001",
    ]);
  });

  it("finds its columns by name and refuses a file without them", () => {
    const [header, ...rows] = fixture.trim().split("\n");
    const columns = header!.split(",");
    const reordered = [columns.slice().reverse().join(",")]
      .concat(rows.map((r) => r.split(",").reverse().join(",")))
      .join("\n");
    expect(parseFivePaisaMaster(reordered)).toEqual(parseFivePaisaMaster(fixture));
    expect(() => parseFivePaisaMaster("Exch,ExchType\nN,D")).toThrow(/lacks the columns/);
  });

  it("downloads the NSE derivatives segment", async () => {
    const urls: string[] = [];
    const send = (url: string | URL | Request) => {
      urls.push(String(url));
      return Promise.resolve(new Response(fixture));
    };
    expect(await fivePaisaScripMaster.download(send as typeof fetch)).toBe(fixture);
    expect(urls).toEqual([FIVE_PAISA_MASTER_URL]);
    const failing = () => Promise.resolve(new Response("Cache not available", { status: 503 }));
    await expect(fivePaisaScripMaster.download(failing as typeof fetch)).rejects.toThrow("503");
  });
});
