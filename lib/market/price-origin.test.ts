import { describe, expect, it } from "vitest";
import { priceOriginOf, STALE_AFTER_MS, staleTokens } from "./price-origin";

const NOW = new Date("2026-11-25T05:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("where the prices on screen come from", () => {
  it("marks a price stale once it is older than the threshold in a moving market", () => {
    const quotes = {
      "1": { source: "stream" as const, at: ago(STALE_AFTER_MS + 1) },
      "2": { source: "stream" as const, at: ago(STALE_AFTER_MS) },
    };
    expect(staleTokens(quotes, NOW, "live")).toEqual([1]);
    expect(staleTokens(quotes, NOW, "practice")).toEqual([1]);
    // Outside market hours the last close is not stale: the app says the market is closed.
    expect(staleTokens(quotes, NOW, "closed")).toEqual([]);
  });

  it("says the stream only when every price came from it", () => {
    const stream = { source: "stream" as const, at: ago(0) };
    const quote = { source: "quote" as const, at: ago(0) };
    expect(priceOriginOf({ "1": stream, "2": stream }, NOW, "live").source).toBe("stream");
    expect(priceOriginOf({ "1": stream, "2": quote }, NOW, "live").source).toBe("quote");
  });
});
