import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contractNoteCharges } from "../../../lib/charges/contract-note";
import { indiaClock } from "../../../lib/market/india-time";
import { paise } from "../../../lib/money/paise";
import { instrumentByToken } from "../../market/instrument-lookup";
import { BrokerError, type Broker, type BrokerOrder, type BrokerSession } from "../broker";
import type { FakeBrokerServer } from "./fake-broker-server";
import type { FakeExchange } from "./fake-exchange";
import { brokerErrorOf } from "./broker-error-of";

/** A real broker's adapter, logged in at a local fake of that broker. */
export interface ContractHarness {
  broker: Broker;
  session: BrokerSession;
  /** The same client logging in again (after the daily rollover): its new session. */
  logInAgain(): Promise<BrokerSession>;
  exchange: FakeExchange;
  server: FakeBrokerServer;
  /** Two of our instrument tokens the fake's scrip master lists. */
  instruments: { call: number; put: number };
  /** One of our instrument tokens (a valid contract) the fake's master does not list. */
  unknownInstrument: number;
  close(): Promise<void>;
}

/** One lot of a contract of ours, in units. */
function lotOf(instrumentToken: number): number {
  const instrument = instrumentByToken(instrumentToken);
  if (!instrument) throw new Error(`The harness named an invalid instrument: ${instrumentToken}`);
  return instrument.lotSize;
}

function orderOf(instrumentToken: number, key: string, overrides: Partial<BrokerOrderInput> = {}) {
  return {
    idempotencyKey: key,
    instrumentToken,
    transactionType: "BUY" as const,
    quantity: lotOf(instrumentToken),
    product: "NRML" as const,
    orderType: "MARKET" as const,
    ...overrides,
  };
}
type BrokerOrderInput = Parameters<Broker["placeOrder"]>[1];

/** Resolves with the first update `matches` accepts, or rejects after `ms`. */
function nextUpdate(
  broker: Broker,
  session: BrokerSession,
  matches: (order: BrokerOrder) => boolean,
  ms = 8_000,
): { update: Promise<BrokerOrder>; stop: () => void } {
  let stop = () => {};
  const update = new Promise<BrokerOrder>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("No order update came")), ms);
    stop = broker.onOrderUpdate(session, (order) => {
      if (!matches(order)) return;
      clearTimeout(timer);
      resolve(order);
    });
  });
  return { update, stop: () => stop() };
}

/**
 * What every real broker's adapter promises the basket engine, checked against a local fake of
 * the broker that speaks its documented wire format (and fails any request that does not).
 * The paper broker keeps the same promises (services/brokers/test-broker/*.test.ts).
 */
export function describeBrokerContract(name: string, start: () => Promise<ContractHarness>) {
  describe(`${name}: the Broker contract`, () => {
    let h: ContractHarness;
    beforeEach(async () => {
      h = await start();
    });
    afterEach(async () => {
      const { violations } = h.server;
      await h.close();
      expect(violations).toEqual([]);
    });

    it("places a market order that the broker fills, answering our key and instrument", async () => {
      const order = await h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-fill"));
      expect(order).toMatchObject({
        idempotencyKey: "k-fill",
        instrumentToken: h.instruments.call,
        transactionType: "BUY",
        quantity: lotOf(h.instruments.call),
      });
      expect(h.exchange.orders).toHaveLength(1);
      const status = await h.broker.orderStatus(h.session, order.orderId);
      expect(status).toMatchObject({ status: "COMPLETE", filledQuantity: status.quantity });
      expect(status.averagePrice).toBe(h.exchange.orders[0]!.averagePrice);
    });

    it("never doubles an order: the same key again, or twice at once, is the same order", async () => {
      const request = orderOf(h.instruments.put, "k-once", { transactionType: "SELL" });
      const first = await h.broker.placeOrder(h.session, request);
      const again = await h.broker.placeOrder(h.session, request);
      const [a, b] = await Promise.all([
        h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-twice")),
        h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-twice")),
      ]);
      expect(again.orderId).toBe(first.orderId);
      expect(b.orderId).toBe(a.orderId);
      expect(h.exchange.orders).toHaveLength(2);
    });

    it("shows a rejected order with the broker's reason", async () => {
      h.exchange.rejectNext("Insufficient funds");
      const placed = await h.broker
        .placeOrder(h.session, orderOf(h.instruments.call, "k-reject"))
        .catch((error: unknown) => error);
      if (placed instanceof BrokerError) {
        expect(placed.code).toBe("REJECTED");
        expect(placed.message).toContain("Insufficient funds");
      } else {
        const status = await h.broker.orderStatus(h.session, (placed as BrokerOrder).orderId);
        expect(status.status).toBe("REJECTED");
        expect(status.statusMessage).toContain("Insufficient funds");
      }
    });

    it("places a limit order and cancels it while it rests", async () => {
      h.exchange.holdNext();
      const order = await h.broker.placeOrder(
        h.session,
        orderOf(h.instruments.call, "k-limit", { orderType: "LIMIT", limitPrice: paise(1_250) }),
      );
      expect(h.exchange.orders[0]).toMatchObject({ limitPrice: 1_250, status: "OPEN" });
      const cancelled = await h.broker.cancelOrder(h.session, order.orderId);
      expect(cancelled.status).toBe("CANCELLED");
      expect((await h.broker.orderStatus(h.session, order.orderId)).status).toBe("CANCELLED");
    });

    /** A resting order of ours, and a listener (on the first session) waiting for its fill. */
    async function restingOrderWatched(instrumentToken: number, key: string) {
      h.exchange.holdNext();
      const order = await h.broker.placeOrder(h.session, orderOf(instrumentToken, key));
      const watch = nextUpdate(
        h.broker,
        h.session,
        (o) => o.orderId === order.orderId && o.status === "COMPLETE",
      );
      return { order, watch };
    }

    it("tells order updates: a resting order's fill reaches the listener", async () => {
      const { order, watch } = await restingOrderWatched(h.instruments.put, "k-update");
      h.exchange.fill(order.orderId, 4_210);
      try {
        const filled = await watch.update;
        expect(filled).toMatchObject({
          idempotencyKey: "k-update",
          filledQuantity: lotOf(h.instruments.put),
        });
        expect(filled.averagePrice).toBe(4_210);
      } finally {
        watch.stop();
      }
    });

    it("keeps telling order updates after the trader's next login, on the new session", async () => {
      // The engine subscribes once per client, with the session it held then.
      const { order, watch } = await restingOrderWatched(h.instruments.call, "k-relog");
      // The daily rollover: the first session is dead, and the trader logs in again.
      h.exchange.expireSessions();
      await h.logInAgain();
      h.exchange.fill(order.orderId);
      try {
        expect(await watch.update).toMatchObject({ idempotencyKey: "k-relog" });
      } finally {
        watch.stop();
      }
    });

    it("answers an order it does not know with UNKNOWN_ORDER", async () => {
      const error = await brokerErrorOf(h.broker.orderStatus(h.session, "999999999"));
      expect(error.code).toBe("UNKNOWN_ORDER");
    });

    it("lists positions on our instruments, netted", async () => {
      const lot = lotOf(h.instruments.call);
      await h.broker.placeOrder(
        h.session,
        orderOf(h.instruments.call, "k-p1", { quantity: 2 * lot }),
      );
      await h.broker.placeOrder(
        h.session,
        orderOf(h.instruments.call, "k-p2", { transactionType: "SELL", quantity: lot }),
      );
      const positions = await h.broker.positions(h.session);
      const call = positions.find((p) => p.instrumentToken === h.instruments.call);
      expect(call?.netQuantity).toBe(lot);
    });

    it("prices our instruments from the broker's quotes, leaving out what it does not list", async () => {
      await h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-ltp"));
      const brokerToken = h.exchange.orders[0]!.brokerToken;
      h.exchange.prices.set(brokerToken, 18_765);
      const prices = await h.broker.lastTradedPrices(
        [h.instruments.call, h.unknownInstrument],
        h.session,
      );
      expect([...prices]).toEqual([[h.instruments.call, 18_765]]);
    });

    it("answers a basket's margin in paise, or says the broker has no margin call", async () => {
      const lot = lotOf(h.instruments.call);
      const margin = await h.broker
        .requiredMargin(h.session, [
          { instrumentToken: h.instruments.call, transactionType: "BUY", quantity: lot },
          { instrumentToken: h.instruments.put, transactionType: "SELL", quantity: lot },
        ])
        .catch((error: unknown) => error);
      if (margin instanceof BrokerError) expect(margin.code).toBe("NOT_AVAILABLE");
      else expect(Number.isInteger(margin) && (margin as number) > 0).toBe(true);
    });

    it("reads the available funds in paise", async () => {
      h.exchange.fundsPaise = 12_345_678;
      expect(await h.broker.availableFunds(h.session)).toBe(12_345_678);
    });

    it("reads funds lower by a round trip's loss and its contract note's charges", async () => {
      h.exchange.brokeragePerOrder = 20;
      const before = await h.broker.availableFunds(h.session);
      const bought = await h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-in"));
      const sold = await h.broker.placeOrder(
        h.session,
        orderOf(h.instruments.call, "k-out", { transactionType: "SELL" }),
      );
      const fills = [bought, sold].map((order) => {
        const fake = h.exchange.orders.find((o) => o.orderId === order.orderId)!;
        return { side: fake.side, quantity: fake.filledQuantity, price: paise(fake.averagePrice!) };
      });
      const pnl = fills.reduce(
        (sum, fill) => sum + (fill.side === "SELL" ? 1 : -1) * fill.quantity * fill.price,
        0,
      );
      // One day's contract note for the two orders, at ₹20 an order.
      const tradeDate = indiaClock(h.exchange.orders.at(-1)!.placedAt).date;
      const charges = contractNoteCharges(
        fills.map((fill) => ({ ...fill, tradeDate })),
        20,
      ).total;
      expect(charges).toBeGreaterThan(2 * 2_000);
      expect(await h.broker.availableFunds(h.session)).toBe(before + pnl - charges);
    });

    it("refuses an instrument its scrip master does not list, before sending anything", async () => {
      const sent = h.server.requests.length;
      const error = await brokerErrorOf(
        h.broker.placeOrder(h.session, orderOf(h.unknownInstrument, "k-unknown")),
      );
      expect(error.code).toBe("UNKNOWN_INSTRUMENT");
      expect(h.exchange.orders).toHaveLength(0);
      expect(h.server.requests.filter((r) => r.method !== "GET").length).toBe(
        h.server.requests.slice(0, sent).filter((r) => r.method !== "GET").length,
      );
    });

    it("answers an expired session with INVALID_TOKEN, and sends no order", async () => {
      h.exchange.expireSessions();
      const error = await brokerErrorOf(
        h.broker.placeOrder(h.session, orderOf(h.instruments.call, "k-expired")),
      );
      expect(error.code).toBe("INVALID_TOKEN");
      expect(h.exchange.orders).toHaveLength(0);
      expect((await brokerErrorOf(h.broker.positions(h.session))).code).toBe("INVALID_TOKEN");
    });
  });
}
