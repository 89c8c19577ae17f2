import type { BrokerCode } from "../../../../lib/brokers";
import { acceptedOrder } from "../../real/accepted-order";
import { protectedLimitPrice } from "../../../../lib/market/market-protection";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { paise, type Paise } from "../../../../lib/money/paise";
import {
  BrokerError,
  type Broker,
  type BrokerLogin,
  type BrokerOrder,
  type BrokerSession,
  type OrderRequest,
} from "../../broker";
import { IdempotentPlacements, orderTagOf, type Placement } from "../../real/idempotent-placement";
import {
  followingNewestSessions,
  OrderBookPoller,
  warnOfPollFailure,
} from "../../real/order-book-poller";
import type { RealBrokerDeps } from "../../real/real-broker-deps";
import type { BrokerScrip } from "../../real/scrip-master";
import { catalogueRecord } from "../hand-off-broker";
import { HdfcSkyApi } from "./api";
import { clientIdOfAccessToken } from "./access-token";
import {
  availableMarginOf,
  brokerOrderOf,
  brokerPositionOf,
  requiredMarginOf,
  rupees,
  userOrderIdOf,
} from "./mapping";
import { NFO, marginLegOf, marginQuotesOf, priceKey, type QuotedInstrument } from "./margin";
import { readHdfcSkyOrderBook, rowOfOrderId, rowOfUserOrderId } from "./order-book";
import type { OrderRow } from "./wire";

/** Tags the broker keeps with an order (docs: `tags`, an array of strings; 32 characters kept). */
const TAG_LENGTH = 20;

export interface HdfcSkyAdapterSpec {
  code: Extract<BrokerCode, "hdfc_sky" | "hdfc_sky_strategy">;
  /** The login hand-off (kept as the hand-off broker builds it). */
  loginUrl: Broker["loginUrl"];
  /** The app's key and secret, or the NOT_AVAILABLE error naming the variable to set. */
  apiKey(): string;
  apiSecret(): string;
}

/**
 * One HDFC SKY app's adapter (HDFC SKY and HDFC SKY Strategy are two apps on the same API, each
 * with its own key). The session is the broker's access token as it is; the client id travels
 * next to it in `BrokerSession`. Order updates come from polling the order book: the broker's
 * protobuf WebSocket allows 3 connections per API key (one key serves every trader of the app)
 * and does not document how its ORDER packets are subscribed to.
 */
export function createHdfcSkyAdapter(spec: HdfcSkyAdapterSpec, deps: RealBrokerDeps): Broker {
  const name = catalogueRecord(spec.code).name;
  const percent = catalogueRecord(spec.code).marketProtectionPercent;
  if (percent === undefined) {
    throw new Error(`${name} needs a marketProtectionPercent: it refuses market orders`);
  }
  const protectionPercent: number = percent;
  let client: HdfcSkyApi | undefined;
  const api = () => (client ??= new HdfcSkyApi(name, spec.apiKey(), deps));
  /** user_order_id → our idempotency key, for the orders placed through this process. */
  const keys = new Map<string, string>();
  const placements = new IdempotentPlacements();
  const poller = new OrderBookPoller({
    intervalMs: deps.orderPollMs,
    lease: deps.orderBookLease,
    fetchOrders: async (session) => {
      const { readable } = await orderBook(session);
      // An order placed through another instance has no key here (""): the engine finds it by
      // its order id, so it is told too (the instance that took the trader's poller over).
      return readable.flatMap((row) => {
        const order = orderOf(row, session);
        return order ? [order] : [];
      });
    },
    onError: warnOfPollFailure(deps.logger, name),
  });

  /** Today's book, read row by row (order-book.ts). */
  async function orderBook(session: BrokerSession) {
    return readHdfcSkyOrderBook(await api().orderBook(session), deps.logger, name);
  }

  function orderOf(row: OrderRow, session: BrokerSession): BrokerOrder | undefined {
    const scrip = deps.scrips.byToken(row.instrument_token);
    if (!scrip) return undefined;
    const key = keys.get(row.user_order_id) ?? "";
    return brokerOrderOf(row, key, session.clientId, scrip.instrumentToken);
  }

  async function findOrder(session: BrokerSession, orderId: string): Promise<BrokerOrder> {
    const row = rowOfOrderId(await orderBook(session), orderId, name);
    const order = row && orderOf(row, session);
    if (!order) throw new BrokerError("UNKNOWN_ORDER", `${name} has no order ${orderId}`);
    return order;
  }

  /** Last prices of NFO tokens and index spots, in rupees, keyed "<exchange>:<token>". */
  function lastPrices(session: BrokerSession, instruments: QuotedInstrument[]) {
    return api().lastPrices(session, instruments);
  }

  /** The price a leg is sent at: its limit, or a market order's protected limit. */
  async function limitPriceOf(
    session: BrokerSession,
    order: OrderRequest,
    scrip: BrokerScrip,
  ): Promise<Paise> {
    if (order.orderType === "LIMIT") {
      if (order.limitPrice === undefined || order.limitPrice <= 0) {
        throw new BrokerError("REJECTED", `${name}: a limit order needs a price`);
      }
      return order.limitPrice;
    }
    const prices = await lastPrices(session, [{ exchange: NFO, token: scrip.brokerToken }]);
    const last = prices.get(priceKey({ exchange: NFO, token: scrip.brokerToken }));
    if (last === undefined || last <= 0) {
      throw new BrokerError(
        "REJECTED",
        `${name} gave no last price for ${scrip.tradingSymbol}, so a market order cannot be protected`,
      );
    }
    return protectedLimitPrice(rupees(last), order.transactionType, protectionPercent);
  }

  async function send(
    session: BrokerSession,
    order: OrderRequest,
    scrip: BrokerScrip,
    userOrderId: number,
  ): Promise<BrokerOrder> {
    const price = await limitPriceOf(session, order, scrip);
    const orderId = await api().placeOrder(session, {
      exchange: NFO,
      instrument_token: scrip.brokerToken,
      client_id: session.clientId,
      order_type: "LIMIT",
      amo: false,
      price: Number(paiseToDecimalString(price)),
      quantity: order.quantity,
      disclosed_quantity: 0,
      validity: "DAY",
      product: order.product,
      order_side: order.transactionType,
      device: "WEB",
      user_order_id: userOrderId,
      trigger_price: 0,
      execution_type: "REGULAR",
      tags: [orderTagOf(order.idempotencyKey, TAG_LENGTH)],
    });
    return acceptedOrder(order, {
      orderId,
      clientId: session.clientId,
      at: deps.clock.now(),
      limitPrice: price,
    });
  }

  /** The placement of one order: its search of the book by our tag, and its send. */
  function placementOf(session: BrokerSession, order: OrderRequest): Placement {
    // Unknown instruments fail here, before anything reaches the broker.
    const scrip = deps.scrips.scripOf(order.instrumentToken);
    const userOrderId = userOrderIdOf(order.idempotencyKey);
    keys.set(String(userOrderId), order.idempotencyKey);
    return {
      idempotencyKey: order.idempotencyKey,
      async findExisting() {
        const tag = orderTagOf(order.idempotencyKey, TAG_LENGTH);
        const row = rowOfUserOrderId(await orderBook(session), userOrderId, tag, name);
        // The row is this send's own (its user_order_id): reported as this instrument.
        return (
          row && brokerOrderOf(row, order.idempotencyKey, session.clientId, scrip.instrumentToken)
        );
      },
      send: () => send(session, order, scrip, userOrderId),
    };
  }

  return followingNewestSessions(poller, {
    code: spec.code,
    loginUrl: spec.loginUrl,

    async exchangeToken(request): Promise<BrokerLogin> {
      const secret = spec.apiSecret();
      let accessToken: string;
      try {
        accessToken = await api().accessToken(request.requestToken, secret);
      } catch (error) {
        // A request token used, expired or forged: the trader logs in again.
        if (error instanceof BrokerError && error.code === "REJECTED") {
          throw new BrokerError(
            "INVALID_TOKEN",
            `${error.message.replace(`${name}: `, `${name} did not accept the login: `)}. Log in again`,
          );
        }
        throw error;
      }
      const clientId = clientIdOfAccessToken(accessToken, name);
      const session = { clientId, accessToken };
      const clientName = await api().profileName(session);
      return { client: { clientId, name: clientName, email: null, phone: null }, session };
    },

    async availableFunds(session) {
      return availableMarginOf(await api().funds(session));
    },

    async requiredMargin(session, legs) {
      if (legs.length === 0) return paise(0);
      const scrips = legs.map((leg) => deps.scrips.scripOf(leg.instrumentToken));
      const prices = await lastPrices(session, marginQuotesOf(legs, scrips));
      const result = await api().margin(
        session,
        legs.map((leg, i) => marginLegOf(leg, scrips[i]!, prices)),
      );
      return requiredMarginOf(result);
    },

    placeOrder: async (session, order) => placements.place(placementOf(session, order)),
    findOrder: async (session, order) => placements.find(placementOf(session, order)),

    async cancelOrder(session, orderId) {
      try {
        await api().cancelOrder(session, orderId);
      } catch (error) {
        // The broker refuses to cancel a finished order: its final status is the answer.
        if (!(error instanceof BrokerError && error.code === "REJECTED")) throw error;
        const order = await findOrder(session, orderId);
        if (order.status === "OPEN") throw error;
        return order;
      }
      return findOrder(session, orderId);
    },

    orderStatus: findOrder,

    onOrderUpdate: (session, listener) => poller.subscribe(session, listener),

    async positions(session) {
      const rows = await api().positions(session);
      return rows.flatMap((row) => brokerPositionOf(row, deps.scrips) ?? []);
    },

    async lastTradedPrices(tokens, session) {
      if (!session) {
        throw new BrokerError("NOT_AVAILABLE", `${name} quotes need the trader's session`);
      }
      const known = tokens.filter((token) => deps.scrips.knows(token));
      if (known.length === 0) return new Map();
      const scrips = known.map((token) => deps.scrips.scripOf(token));
      const prices = await lastPrices(
        session,
        scrips.map((scrip) => ({ exchange: NFO, token: scrip.brokerToken })),
      );
      const answer = new Map<number, Paise>();
      for (const scrip of scrips) {
        const last = prices.get(priceKey({ exchange: NFO, token: scrip.brokerToken }));
        if (last !== undefined && last > 0) answer.set(scrip.instrumentToken, rupees(last));
      }
      return answer;
    },
  });
}
