import { afterEach, describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { fixtureDirectory, startFivePaisaOnFake } from "./fake-harness";
import { positionOf } from "./orders";
import type { PositionRow } from "./wire";

const call = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-11-23",
  type: "call",
  strike: 23100,
});
const CALL_SCRIP = "35001";

describe("5paisa positions carried from an earlier day (BodQty at BODPositionPrice)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  async function loggedIn() {
    const h = await startFivePaisaOnFake(fixtureDirectory());
    close = h.close;
    const { session } = await h.broker.exchangeToken({
      requestToken: h.exchange.issueLoginCode("50012322"),
    });
    const carry = (quantity: number, priceRupees: number) =>
      h.carried.set("50012322", [
        { brokerToken: CALL_SCRIP, tradingSymbol: "NIFTY", product: "D", quantity, priceRupees },
      ]);
    const trade = (key: string, side: "BUY" | "SELL", rupees: number) =>
      h.broker.placeOrder(session, {
        idempotencyKey: key,
        instrumentToken: call,
        transactionType: side,
        quantity: 65,
        product: "NRML",
        orderType: "LIMIT",
        limitPrice: paise(rupees * 100),
      });
    return { ...h, session, carry, trade };
  }

  it("values a long carried in with no trade today at its BODPositionPrice, not at 0", async () => {
    const h = await loggedIn();
    h.carry(65, 120.5);
    h.exchange.prices.set(CALL_SCRIP, 13_025);
    expect(await h.broker.positions(h.session)).toEqual([
      {
        instrumentToken: call,
        product: "NRML",
        netQuantity: 65,
        averagePrice: 12_050,
        realisedPnl: 0,
        // 65 × (₹130.25 − ₹120.50), not 65 × ₹130.25 of a premium bought for nothing.
        unrealisedPnl: 63_375,
        lastTradedPrice: 13_025,
      },
    ]);
  });

  it("values a carried short exactly from a four-decimal BODPositionPrice, rounding once", async () => {
    const h = await loggedIn();
    h.carry(-65, 809.2514);
    h.exchange.prices.set(CALL_SCRIP, 81_860);
    const [position] = await h.broker.positions(h.session);
    expect(position).toMatchObject({
      netQuantity: -65,
      averagePrice: 80_925,
      // −65 × (₹818.60 − ₹809.2514) = −₹607.659: −60,766 paise (not −65 × ₹818.60, nor
      // −60,775 from the rounded average).
      unrealisedPnl: -60_766,
      realisedPnl: 0,
    });
  });

  it("averages the carried units with today's buys and books today's sale against that average", async () => {
    const h = await loggedIn();
    h.carry(65, 120.5);
    await h.trade("buy-today", "BUY", 130);
    await h.trade("sell-today", "SELL", 140);
    h.exchange.prices.set(CALL_SCRIP, 13_500);
    expect(await h.broker.positions(h.session)).toEqual([
      {
        instrumentToken: call,
        product: "NRML",
        netQuantity: 65,
        // (65 × ₹120.50 + 65 × ₹130) / 130 = ₹125.25
        averagePrice: 12_525,
        // 65 × (₹140 − ₹125.25)
        realisedPnl: 95_875,
        // 65 × (₹135 − ₹125.25)
        unrealisedPnl: 63_375,
        lastTradedPrice: 13_500,
      },
    ]);
    expect(h.server.violations).toEqual([]);
  });
});

describe("5paisa position rows", () => {
  const carriedRow: PositionRow = {
    BODPositionPrice: 0,
    BodQty: 65,
    BookedPL: 0,
    BuyAvgRate: 0,
    BuyQty: 0,
    Exch: "N",
    ExchType: "D",
    LTP: 130,
    NetQty: 65,
    OrderFor: "D",
    ScripCode: 35001,
    SellAvgRate: 0,
    SellQty: 0,
  };

  it("answers a carried quantity without its price as BAD_RESPONSE, never as the whole premium", () => {
    expect(() => positionOf(carriedRow, fixtureDirectory())).toThrow(
      expect.objectContaining({ code: "BAD_RESPONSE" }),
    );
  });

  it("reads a day's position without the value fields from its average rates", () => {
    const day: PositionRow = {
      ...carriedRow,
      BodQty: 0,
      BuyQty: 65,
      BuyAvgRate: 100.05,
      LTP: 101,
    };
    expect(positionOf(day, fixtureDirectory())).toMatchObject({
      averagePrice: 10_005,
      unrealisedPnl: 6_175,
    });
  });

  it("answers a value that is not a number as BAD_RESPONSE", () => {
    const day: PositionRow = { ...carriedRow, BodQty: 0, BuyQty: 65, BuyValue: "N/A" };
    expect(() => positionOf(day, fixtureDirectory())).toThrow(
      expect.objectContaining({ code: "BAD_RESPONSE" }),
    );
  });
});
