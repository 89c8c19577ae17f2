import { expect, it } from "vitest";
import { brokerByCode } from "../../../lib/brokers";
import { contractNoteCharges, type ExecutedOrder } from "../../../lib/charges/contract-note";
import { indiaClock } from "../../../lib/market/india-time";
import { multiplyPaise, paise, subtractPaise } from "../../../lib/money/paise";
import { TEST_BROKER_CODE } from "../../../lib/product";
import type { BrokerOrder } from "../broker";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { NEW_ACCOUNT_CASH } from "./accounts-repo";
import { marketFillPrice, toTick } from "./fill-price";
import { login, niftyOption, orderOf, paperSetup, priceOf } from "./testing/paper-fixture";

describeOnEachDatabase("paper broker fills", (db) => {
  it("opens ₹5,00,000 for a new client and keeps it across logins", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "FUNDS1");
    expect(await broker.availableFunds(session)).toBe(NEW_ACCOUNT_CASH);
    expect(NEW_ACCOUNT_CASH).toBe(50_000_000);
    const again = await login(broker, market, "FUNDS1");
    expect(await broker.availableFunds(again)).toBe(NEW_ACCOUNT_CASH);
  });

  it("fills a market buy at LTP plus slippage and a sell at LTP minus slippage", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "FILL01");
    const call = niftyOption(market, "call");
    const ltp = priceOf(market, call);

    const bought = await broker.placeOrder(session, orderOf(call));
    expect(bought).toMatchObject({ status: "COMPLETE", filledQuantity: 65, statusMessage: null });
    expect(bought.averagePrice).toBe(marketFillPrice(ltp, "BUY"));
    expect(bought.averagePrice!).toBeGreaterThan(ltp);
    expect(bought.averagePrice! % 5).toBe(0);

    const sold = await broker.placeOrder(session, orderOf(call, { transactionType: "SELL" }));
    expect(sold.averagePrice).toBe(marketFillPrice(ltp, "SELL"));
    expect(sold.averagePrice!).toBeLessThan(ltp);
  });

  it("blocks margin on entry, releases it on exit, books the round trip's P&L and takes the day's charges", async () => {
    const { broker, clock, market } = paperSetup(db());
    const session = await login(broker, market, "ROUND1");
    const call = niftyOption(market, "call");
    const entryLtp = priceOf(market, call);
    // The day's contract note for these orders, as lib/charges works it out.
    const charges = (...orders: BrokerOrder[]) =>
      contractNoteCharges(
        orders.map((order): ExecutedOrder => ({
          tradeDate: indiaClock(clock.now()).date,
          side: order.transactionType,
          quantity: order.filledQuantity,
          price: order.averagePrice!,
        })),
        brokerByCode(TEST_BROKER_CODE)!.optionsBrokerage.perExecutedOrder,
      ).total;

    const entry = await broker.placeOrder(session, orderOf(call, { quantity: 130 }));
    // A long option blocks exactly its premium at the market price; the entry's charges are
    // taken on the day.
    const blocked = multiplyPaise(entryLtp, 130);
    expect(await broker.availableFunds(session)).toBe(
      subtractPaise(subtractPaise(NEW_ACCOUNT_CASH, blocked), charges(entry)),
    );
    const [open] = await broker.positions(session);
    expect(open).toMatchObject({ netQuantity: 130, averagePrice: entry.averagePrice });
    expect(open!.realisedPnl).toBe(0);

    clock.advanceMinutes(45);
    const exitLtp = priceOf(market, call);
    const exit = await broker.placeOrder(
      session,
      orderOf(call, { transactionType: "SELL", quantity: 130 }),
    );
    const realised = (exit.averagePrice! - entry.averagePrice!) * 130;
    expect(exit.averagePrice).toBe(marketFillPrice(exitLtp, "SELL"));
    const [closed] = await broker.positions(session);
    expect(closed).toMatchObject({ netQuantity: 0, averagePrice: null, realisedPnl: realised });
    expect(closed!.unrealisedPnl).toBe(0);
    // One contract note for the day's two orders (STT and stamp duty rounded once for the day).
    expect(charges(entry, exit)).toBeGreaterThan(charges(entry));
    expect(await broker.availableFunds(session)).toBe(
      NEW_ACCOUNT_CASH + realised - charges(entry, exit),
    );
  });

  it("realises P&L on a partial reduction and values the rest at LTP", async () => {
    const { broker, clock, market } = paperSetup(db());
    const session = await login(broker, market, "PNL001");
    const put = niftyOption(market, "put", -2);
    const sold = await broker.placeOrder(
      session,
      orderOf(put, { transactionType: "SELL", quantity: 195 }),
    );
    clock.advanceMinutes(30);
    const bought = await broker.placeOrder(session, orderOf(put, { quantity: 65 }));
    const [position] = await broker.positions(session);
    const ltp = priceOf(market, put);
    expect(position).toMatchObject({
      netQuantity: -130,
      averagePrice: sold.averagePrice,
      realisedPnl: (sold.averagePrice! - bought.averagePrice!) * 65,
      unrealisedPnl: (sold.averagePrice! - ltp) * 130,
      lastTradedPrice: ltp,
    });
  });

  it("rests a limit order until the market reaches it, then fills within the limit", async () => {
    const { broker, clock, market } = paperSetup(db());
    const session = await login(broker, market, "LIMIT1");
    const call = niftyOption(market, "call");
    const start = clock.now().getTime();
    // The lowest price of the next two hours, and the first minute it trades.
    const path = Array.from({ length: 120 }, (_, minute) => {
      const at = new Date(start + (minute + 1) * 60_000);
      return { at, price: market.priceAt(call.token, at)! };
    });
    const low = path.reduce((best, point) => (point.price < best.price ? point : best));
    expect(low.price).toBeLessThan(priceOf(market, call));

    const resting = await broker.placeOrder(
      session,
      orderOf(call, { orderType: "LIMIT", limitPrice: low.price }),
    );
    expect(resting).toMatchObject({ status: "OPEN", filledQuantity: 0, limitPrice: low.price });

    clock.set(new Date(low.at.getTime() - 60_000)); // the minute before: not reached yet
    await broker.matchRestingOrders();
    expect((await broker.orderStatus(session, resting.orderId)).status).toBe("OPEN");
    clock.set(low.at);
    await broker.matchRestingOrders();
    const filled = await broker.orderStatus(session, resting.orderId);
    expect(filled.status).toBe("COMPLETE");
    expect(filled.averagePrice!).toBeLessThanOrEqual(low.price);
  });

  it("cancels a resting order, and answers a final one unchanged", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "CANCL1");
    const call = niftyOption(market, "call");
    const limitPrice = toTick(paise(Math.round(priceOf(market, call) / 2)), "down");
    const order = orderOf(call, { orderType: "LIMIT", limitPrice });
    const resting = await broker.placeOrder(session, order);
    const cancelled = await broker.cancelOrder(session, resting.orderId);
    expect(cancelled).toMatchObject({ status: "CANCELLED", filledQuantity: 0 });
    expect(cancelled.statusMessage).toBe("Cancelled by the client");
    expect(await broker.cancelOrder(session, resting.orderId)).toEqual(cancelled);
    await expect(broker.cancelOrder(session, "not-an-order")).rejects.toMatchObject({
      code: "UNKNOWN_ORDER",
    });
  });
});
