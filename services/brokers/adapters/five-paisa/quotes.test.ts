import { afterEach, describe, expect, it } from "vitest";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import { startFivePaisaOnFake } from "./fake-harness";
import { MARKET_SNAPSHOT_MAX_SCRIPS, PATHS } from "./wire";

/** 120 NIFTY calls, strikes 20000 to 25950 by 50, each a scrip of its own. */
const scrips: BrokerScrip[] = Array.from({ length: 120 }, (_, i) => ({
  instrumentToken: encodeInstrumentToken({
    underlyingToken: 3727,
    expiry: "2026-11-23",
    type: "call",
    strike: 20_000 + 50 * i,
  }),
  brokerToken: String(60_000 + i),
  tradingSymbol: `NIFTY 23 Nov 2026 CE ${20_000 + 50 * i}.00`,
  exchange: "N",
  lotSize: 65,
}));

describe("5paisa quotes", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("asks MarketSnapshot at most 50 scrips a call and answers every price", async () => {
    const h = await startFivePaisaOnFake(new ScripDirectory("5paisa", scrips));
    close = h.close;
    const { session } = await h.broker.exchangeToken({
      requestToken: h.exchange.issueLoginCode("50012322"),
    });
    scrips.forEach((s, i) => h.exchange.prices.set(s.brokerToken, 1_000 + i));

    const prices = await h.broker.lastTradedPrices(
      scrips.map((s) => s.instrumentToken),
      session,
    );

    expect(prices.size).toBe(120);
    expect(prices.get(scrips[119]!.instrumentToken)).toBe(1_119);
    const calls = h.server.requests
      .filter((r) => r.path.endsWith(PATHS.marketSnapshot))
      .map((r) => (r.body as { body: { Data: unknown[] } }).body.Data.length);
    expect(calls).toEqual([50, 50, 20]);
    expect(Math.max(...calls)).toBeLessThanOrEqual(MARKET_SNAPSHOT_MAX_SCRIPS);
    expect(h.server.violations).toEqual([]);
  });
});
