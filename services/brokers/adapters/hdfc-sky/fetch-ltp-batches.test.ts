import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { decodeInstrumentToken, encodeInstrumentToken } from "../../../market/instrument-tokens";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import { FAKE_LTP_MAX_ITEMS } from "./fake-hdfc-sky";
import { fixtureScrips, logInAtFake, startHdfcSkyOnFake, type HdfcSkyOnFake } from "./testing";

const fixture = fixtureScrips();
const call = fixture.find((s) => s.tradingSymbol === "NIFTY26DEC24000CE")!;

/** Twelve more NIFTY calls of the fixture's expiry: more than one fetch-ltp call can price. */
const moreCalls: BrokerScrip[] = Array.from({ length: 12 }, (_, i) => {
  const strike = 24_050 + 50 * i;
  return {
    ...call,
    instrumentToken: encodeInstrumentToken({
      ...decodeInstrumentToken(call.instrumentToken)!,
      strike,
    }),
    brokerToken: String(62_000 + i),
    tradingSymbol: `NIFTY26DEC${strike}CE`,
  };
});

interface LtpBody {
  data: { exchange: string; token: string }[];
}

describe("HDFC SKY fetch-ltp, at most 10 instruments a call", () => {
  let on: HdfcSkyOnFake;
  beforeEach(async () => {
    on = await startHdfcSkyOnFake(
      new ScripDirectory("HDFC SKY", [...fixture, ...moreCalls]),
      new ManualClock(TEST_INSTANT),
    );
  });
  afterEach(async () => {
    await on.close();
    expect(on.server.violations).toEqual([]);
  });

  const ltpBodies = () =>
    on.server.requests
      .filter((r) => r.method === "PUT" && r.path === "/oapi/v1/fetch-ltp")
      .map((r) => r.body as LtpBody);
  const askedOnce = () => ltpBodies().flatMap((body) => body.data.map((i) => i.token));

  it("prices 12 contracts in calls of at most 10, each asked once", async () => {
    const { session } = await logInAtFake(on, "L1");
    moreCalls.forEach((scrip, i) => on.exchange.prices.set(scrip.brokerToken, 1_000 + i));
    const prices = await on.broker.lastTradedPrices(
      moreCalls.map((s) => s.instrumentToken),
      session,
    );
    expect([...prices.values()]).toEqual(moreCalls.map((_, i) => 1_000 + i));
    expect(ltpBodies().every((body) => body.data.length <= FAKE_LTP_MAX_ITEMS)).toBe(true);
    expect(askedOnce().sort()).toEqual(moreCalls.map((s) => s.brokerToken).sort());
  });

  it("prices a margin call's 10 legs and their index spot (11 quotes) in calls of at most 10", async () => {
    const { session } = await logInAtFake(on, "L2");
    const legs = moreCalls.slice(0, 10).map((scrip) => ({
      instrumentToken: scrip.instrumentToken,
      transactionType: "SELL" as const,
      quantity: 65,
    }));
    await on.broker.requiredMargin(session, legs);
    expect(ltpBodies().every((body) => body.data.length <= FAKE_LTP_MAX_ITEMS)).toBe(true);
    expect(askedOnce()).toHaveLength(11);
    expect(askedOnce()).toContain("26000");
    const margin = on.server.requests.find((r) => r.path === "/oapi/v1/margin");
    const sent = (margin?.body as { data: { underlying: number; price: string }[] }).data;
    expect(sent).toHaveLength(10);
    // Every leg carries the spot and its own price: none was lost to a refused call.
    expect(sent.every((leg) => leg.underlying === 23_450 && leg.price === "100.00")).toBe(true);
  });
});
