import { describe, expect, it } from "vitest";
import { isStale, priceOriginOf, STALE_AFTER_MS } from "./price-origin";

const NOW = new Date("2026-11-25T05:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("where the prices on screen come from", () => {
  it("marks a price stale once it is older than the threshold in a moving market", () => {
    expect(isStale(ago(STALE_AFTER_MS + 1), NOW, "live")).toBe(true);
    expect(isStale(ago(STALE_AFTER_MS + 1), NOW, "practice")).toBe(true);
    expect(isStale(ago(STALE_AFTER_MS), NOW, "live")).toBe(false);
    // Outside market hours the last close is not stale: the app says the market is closed.
    expect(isStale(ago(STALE_AFTER_MS * 100), NOW, "closed")).toBe(false);
  });

  it("says the stream only when every price came from it, and lists the stale ones", () => {
    const at = NOW.toISOString();
    const stream = { source: "stream" as const, at, stale: false };
    const quote = { source: "quote" as const, at, stale: false };
    expect(priceOriginOf({ "1": stream, "2": stream })).toEqual({
      source: "stream",
      simulated: false,
      stale: [],
    });
    expect(priceOriginOf({ "1": stream, "2": { ...quote, stale: true } })).toEqual({
      source: "quote",
      simulated: false,
      stale: [2],
    });
    // An index level from the simulated market is said so, and leaves the broker's source be.
    const index = { source: "simulated" as const, at, stale: false };
    expect(priceOriginOf({ "1": stream, "3727": index })).toMatchObject({
      source: "stream",
      simulated: true,
    });
  });
});
