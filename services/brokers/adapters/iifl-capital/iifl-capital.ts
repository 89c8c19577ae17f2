import { paise, type Paise } from "../../../../lib/money/paise";
import { acceptedOrder } from "../../real/accepted-order";
import {
  BrokerError,
  type Broker,
  type BrokerOrder,
  type BrokerSession,
  type OrderRequest,
  type TokenExchangeRequest,
} from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import { IdempotentPlacements, orderTagOf, type Placement } from "../../real/idempotent-placement";
import {
  followingNewestSessions,
  OrderBookPoller,
  warnOfPollFailure,
} from "../../real/order-book-poller";
import { holdWhenUnreadableMayHold, type OrderBookRows } from "../../real/order-book-rows";
import { baseUrlOf, type RealBrokerDeps } from "../../real/real-broker-deps";
import { JSON_HEADERS, type BrokerRequest } from "../broker-request";
import { sha256Hex } from "../checksum";
import { createHandOffBroker } from "../hand-off-broker";
import { IIFL_CAPITAL_NAME as NAME, IiflCapitalApi } from "./api";
import { priceUnitMisread } from "./price-unit-check";
import { brokerOrderOf, brokerPositionOf, paiseOf, placeOrderOf } from "./mapping";
import { IIFL_CAPITAL_API, NSE_FO, type OrderRow, type SpanExposureLeg } from "./wire";
import { requireConfigured } from "../not-available";
import { requireRedirectParam } from "../redirect-params";

// IIFL Capital's Markets' APIs: developers.iiflcapital.com/apidocs; facts and their sources in
// docs/brokers/iifl-capital.md.
const CODE = "iifl_capital";

export { IIFL_CAPITAL_API };

/** How many characters of our idempotency key's digest travel in `orderTag` (≤ 50, EC971). */
const ORDER_TAG_LENGTH = 24;

type Credentials = BrokerCredentials["iifl_capital"];

export interface IiflCapitalOptions {
  /** Least time between two order book or positions reads of one session (3 a second). */
  bookReadGapMs?: number;
}

/**
 * IIFL Capital, for real: the login hand-off (`markets.iiflcapital.com/?v=1&appkey=&redirecturl=`,
 * IIFL has no state parameter, so `state` stays in the browser session), the token exchange
 * (`POST /getusersession`, then `GET /profile` for the client), and every call over IIFL's REST
 * API with the day's `userSession` as a Bearer token; `BrokerSession.accessToken` is that
 * userSession as is. Orders carry a digest of our idempotency key in `orderTag` and are searched
 * for in the order book before sending (IIFL has no idempotency of its own); order updates come
 * from polling the order book (IIFL's push updates need its MQTT Bridge package).
 */
export function createIiflCapitalBroker(
  credentials: Credentials,
  deps: RealBrokerDeps,
  options: IiflCapitalOptions = {},
): Broker {
  const handOff = createHandOffBroker({
    code: CODE,
    apiKey: credentials.appKey,
    apiKeyEnv: "IIFL_CAPITAL_APP_KEY",
    params: (appKey, { redirectUrl }) => ({ appkey: appKey, redirecturl: redirectUrl }),
    deps,
  });
  const api = new IiflCapitalApi({
    baseUrl: baseUrlOf(deps, "api", IIFL_CAPITAL_API),
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    bookReadGapMs: options.bookReadGapMs,
  });
  const { scrips, clock } = deps;
  const placements = new IdempotentPlacements();
  /** Our keys by order tag, for the orders this process placed or found (tags are digests). */
  const keysByTag = new Map<string, string>();
  /** The limit prices this process sent, by order tag: to tell a misread price unit, once. */
  const limitsByTag = new Map<string, Paise>();
  let unitMisreadTold = false;

  /** Today's book read row by row; a row we cannot read is logged (its id and what failed). */
  function orderBookOf(session: BrokerSession): Promise<OrderBookRows<OrderRow>> {
    return api.orderBook(session.accessToken, (row, error) =>
      deps.logger.warn("IIFL Capital order book row not read", {
        brokerOrderId: brokerOrderIdOf(row),
        problems: error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      }),
    );
  }

  async function ordersOf(session: BrokerSession): Promise<BrokerOrder[]> {
    const book = await orderBookOf(session);
    const reading = {
      scrips,
      keyOfTag: (tag: string) => keysByTag.get(tag),
      clientId: session.clientId,
      now: clock.now(),
    };
    return book.readable.flatMap((row) => {
      const order = brokerOrderOf(row, reading);
      if (order) checkPriceUnit(row.orderTag, order.limitPrice);
      return order ?? [];
    });
  }

  /** Logs (once) a limit price of ours read back 100× off: ORDER_BOOK_PRICE_UNIT is wrong. */
  function checkPriceUnit(tag: string | null | undefined, read: Paise | null): void {
    const sent = tag ? limitsByTag.get(tag) : undefined;
    if (unitMisreadTold || sent === undefined || !priceUnitMisread(sent, read)) return;
    unitMisreadTold = true;
    deps.logger.error("IIFL Capital order book prices are not in the unit we read them in", {
      sentPaise: sent,
      readPaise: read,
      fix: "flip ORDER_BOOK_PRICE_UNIT (iifl-capital/order-book-prices.ts)",
    });
  }

  async function orderStatus(session: BrokerSession, orderId: string): Promise<BrokerOrder> {
    const order = (await ordersOf(session)).find((o) => o.orderId === orderId);
    if (!order) throw new BrokerError("UNKNOWN_ORDER", `${NAME} has no order ${orderId} today`);
    return order;
  }

  const poller = new OrderBookPoller({
    fetchOrders: ordersOf,
    intervalMs: deps.orderPollMs,
    lease: deps.orderBookLease,
    onError: warnOfPollFailure(deps.logger, "IIFL Capital"),
  });

  /** The placement of one order: its search of the book by our tag, and its send. */
  function placementOf(session: BrokerSession, order: OrderRequest): Placement {
    const scrip = scrips.scripOf(order.instrumentToken);
    const tag = orderTagOf(order.idempotencyKey, ORDER_TAG_LENGTH);
    const body = placeOrderOf(scrip, order, tag);
    keysByTag.set(tag, order.idempotencyKey);
    if (order.limitPrice !== undefined) limitsByTag.set(tag, order.limitPrice);
    return {
      idempotencyKey: order.idempotencyKey,
      findExisting: async () => {
        const book = await orderBookOf(session);
        const row = book.readable.find((r) => r.orderTag === tag);
        if (!row) {
          // Ours may be a row we could not read: held, never sent a second time.
          holdWhenUnreadableMayHold(book, tag, NAME);
          return undefined;
        }
        return (
          brokerOrderOf(row, {
            scrips,
            keyOfTag: () => order.idempotencyKey,
            clientId: session.clientId,
            now: clock.now(),
          }) ??
          acceptedOrder(order, {
            orderId: row.brokerOrderId,
            clientId: session.clientId,
            at: clock.now(),
          })
        );
      },
      send: async () => {
        const orderId = await api.placeOrder(session.accessToken, body);
        return acceptedOrder(order, { orderId, clientId: session.clientId, at: clock.now() });
      },
    };
  }

  return followingNewestSessions(poller, {
    code: CODE,
    loginUrl: (request) => handOff.loginUrl(request),

    async exchangeToken(request) {
      const clientId = request.params?.clientId;
      if (!clientId) {
        throw new BrokerError("INVALID_TOKEN", `${NAME}'s login redirect carried no clientId`);
      }
      const checkSum = sessionChecksum({ clientId, authCode: request.requestToken }, credentials);
      const userSession = await api.userSession(checkSum);
      const profile = await api.profile(userSession);
      return {
        client: {
          clientId: profile.clientId,
          name: profile.clientName ?? null,
          email: profile.email ?? null,
          phone: profile.phoneNumber ?? null,
        },
        session: { clientId: profile.clientId, accessToken: userSession },
      };
    },

    async availableFunds(session) {
      const limits = await api.limits(session.accessToken);
      return paiseOf(limits.tradingLimit) ?? paise(0);
    },

    async requiredMargin(session, legs) {
      if (legs.length === 0) return paise(0);
      const request = legs.map((leg): SpanExposureLeg => ({
        instrumentId: scrips.scripOf(leg.instrumentToken).brokerToken,
        exchange: NSE_FO,
        transactionType: leg.transactionType,
        quantity: leg.quantity,
      }));
      const margin = await api.spanExposure(session.accessToken, request);
      // What IIFL blocks: SPAN + exposure of the sold legs and the premium of the bought ones.
      const total = paiseOf(margin.totalMargin) ?? paise(0);
      const premium = paiseOf(margin.buyPremium) ?? paise(0);
      return paise(total + premium);
    },

    placeOrder: async (session, order) => placements.place(placementOf(session, order)),
    findOrder: async (session, order) => placements.find(placementOf(session, order)),

    async cancelOrder(session, orderId) {
      const refusal = await api.cancelOrder(session.accessToken, orderId);
      const order = await orderStatus(session, orderId);
      // A refusal of an order already final is its final state; of an open one, an error.
      if (refusal && order.status === "OPEN") throw refusal;
      return order;
    },

    orderStatus,

    onOrderUpdate: (session, listener) => poller.subscribe(session, listener),

    async positions(session) {
      const rows = await api.positions(session.accessToken);
      return rows.flatMap((row) => brokerPositionOf(row, scrips) ?? []);
    },

    async lastTradedPrices(tokens, session) {
      if (!session) {
        throw new BrokerError("NOT_AVAILABLE", `${NAME} prices only on a trader's session`);
      }
      const byBrokerToken = new Map<string, number>();
      for (const token of tokens) {
        if (scrips.knows(token)) byBrokerToken.set(scrips.scripOf(token).brokerToken, token);
      }
      const prices = new Map<number, Paise>();
      if (byBrokerToken.size === 0) return prices;
      const quotes = await api.marketQuotes(session.accessToken, [...byBrokerToken.keys()]);
      for (const quote of quotes) {
        const token = byBrokerToken.get(String(quote.instrumentId));
        const ltp = paiseOf(quote.ltp);
        if (token !== undefined && ltp !== null && ltp > 0) prices.set(token, ltp);
      }
      return prices;
    },
  });
}

/** An unreadable row's `brokerOrderId`, when it has one we can tell. */
function brokerOrderIdOf(row: unknown): string | null {
  if (typeof row !== "object" || row === null) return null;
  const id = (row as { brokerOrderId?: unknown }).brokerOrderId;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** The redirect's `authCode` (the one-time token) and `clientId` (the trader's client code). */
export function iiflCapitalTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["authCode"], NAME),
    params: { clientId: requireRedirectParam(query, ["clientId"], NAME) },
  };
}

/** The token exchange's checkSum: SHA-256 hex of clientId + authCode + appSecret (IIFL docs). */
export function iiflCapitalChecksum(clientId: string, authCode: string, appSecret: string): string {
  return sha256Hex(clientId, authCode, appSecret);
}

/** `POST /getusersession {checkSum}`, answered with `{status: "Ok", userSession}` (a JWT). */
export function iiflCapitalSessionRequest(login: Login, credentials: Credentials): BrokerRequest {
  return {
    method: "POST",
    url: `${IIFL_CAPITAL_API}/getusersession`,
    headers: JSON_HEADERS,
    body: { checkSum: sessionChecksum(login, credentials) },
  };
}

interface Login {
  clientId: string;
  authCode: string;
}

/** The checkSum of a login; NOT_AVAILABLE naming the variable when the secret is not set. */
function sessionChecksum(login: Login, credentials: Credentials): string {
  const appSecret = requireConfigured(credentials.appSecret, NAME, "IIFL_CAPITAL_APP_SECRET");
  return iiflCapitalChecksum(login.clientId, login.authCode, appSecret);
}
