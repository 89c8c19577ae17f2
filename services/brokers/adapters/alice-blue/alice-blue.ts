import type { Broker, BrokerSession, OrderRequest, TokenExchangeRequest } from "../../broker";
import { BrokerError } from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import { paise } from "../../../../lib/money/paise";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import { IdempotentPlacements, type Placement } from "../../real/idempotent-placement";
import {
  followingNewestSessions,
  OrderBookPoller,
  warnOfPollFailure,
} from "../../real/order-book-poller";
import { holdWhenUnreadableMayHold } from "../../real/order-book-rows";
import { baseUrlOf, type RealBrokerDeps } from "../../real/real-broker-deps";
import { AliceBlueApi } from "./api";
import { describeAliceBlueError } from "./errors";
import { exchangeAliceBlueSession } from "./login";
import { aliceBlueOrderCalls } from "./order-calls";
import { TagBook } from "./order-tag";
import { acceptedOrder, readAfterPlacing } from "../../real/accepted-order";
import { brokerPositionOf, placeItemOf } from "./orders";
import { optionChainPrices } from "./quotes";
import {
  ALICE_BLUE_PATHS,
  limitsResponseSchema,
  marginResponseSchema,
  orderRefResponseSchema,
  positionsResponseSchema,
  type BasketMarginLeg,
} from "./wire";
import { JSON_HEADERS, type BrokerRequest } from "../broker-request";
import { sha256Hex } from "../checksum";
import { catalogueRecord, createHandOffBroker } from "../hand-off-broker";
import { requireConfigured } from "../not-available";
import { requireRedirectParam } from "../redirect-params";

// Alice Blue ANT API v2: v2api.aliceblueonline.com (docs/brokers/aliceblue.md has every source).
const CODE = "aliceblue";
const NAME = catalogueRecord(CODE).name;

/** REST base of the v2 ("open-api") calls. */
export const ALICE_BLUE_API = "https://a3.aliceblueonline.com";

type Credentials = BrokerCredentials["aliceblue"];

/**
 * Alice Blue: `loginUrl` is `ant.aliceblueonline.com/?appcode=<app code>`. The redirect URL is
 * the one registered with the app in Alice Blue's developer portal and there is no state
 * parameter, so neither `redirectUrl` nor `state` travel in the URL.
 *
 * The session is the `userSession` the token exchange answers, sent as
 * `Authorization: Bearer <userSession>`; `BrokerSession.accessToken` is that value alone.
 * Orders carry our idempotency key in `orderTag` (order-tag.ts) and are found again in the
 * order book before any send; order updates come from polling the book (the broker's own
 * updates are a webhook to a public URL, which the services do not expose).
 */
export function createAliceBlueBroker(credentials: Credentials, deps: RealBrokerDeps): Broker {
  const handOff = createHandOffBroker({
    code: CODE,
    apiKey: credentials.appCode,
    apiKeyEnv: "ALICEBLUE_APP_CODE",
    params: (appCode) => ({ appcode: appCode }),
    deps,
  });
  const api = new AliceBlueApi({
    baseUrl: baseUrlOf(deps, "api", ALICE_BLUE_API),
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
  });
  const tags = new TagBook();
  const placements = new IdempotentPlacements();

  const { readBook, orderBook, sendPlacement, orderStatus } = aliceBlueOrderCalls(api, {
    scrips: deps.scrips,
    tags,
    clock: deps.clock,
    logger: deps.logger,
  });

  const poller = new OrderBookPoller({
    fetchOrders: orderBook,
    intervalMs: deps.orderPollMs,
    lease: deps.orderBookLease,
    onError: warnOfPollFailure(deps.logger, "Alice Blue"),
  });

  /** The placement of one order: its search of the book by our tag, and its send. */
  function placementOf(session: BrokerSession, order: OrderRequest): Placement {
    // Before anything is sent: a contract the master does not list fails here.
    const scrip = deps.scrips.scripOf(order.instrumentToken);
    const tag = tags.tag(order.idempotencyKey);
    const item = placeItemOf(order, scrip, tag);
    return {
      idempotencyKey: order.idempotencyKey,
      findExisting: async () => {
        const { orders, rows } = await readBook(session);
        const existing = orders.find((o) => o.idempotencyKey === order.idempotencyKey);
        // Not among the rows read, but maybe among those we could not: held, never doubled.
        if (!existing) holdWhenUnreadableMayHold(rows, tag, NAME);
        return existing;
      },
      send: async () => {
        const placedId = await sendPlacement(session, item);
        // A book that cannot be read now is one that does not list the order yet.
        const book = await readAfterPlacing(() => orderBook(session), []);
        const placed =
          placedId === undefined
            ? book.find((o) => o.idempotencyKey === order.idempotencyKey)
            : book.find((o) => o.orderId === placedId);
        if (placed) return placed;
        if (placedId === undefined) {
          // An answer we could not read, and no such order in the book: not known to be
          // placed, so the engine asks again under the same key (which searches first).
          throw new BrokerError("TIMEOUT", `${NAME} did not confirm the order`);
        }
        // Accepted but not in the book yet: open, as far as we know; the poller tells more.
        return acceptedOrder(order, {
          orderId: placedId,
          clientId: session.clientId,
          at: deps.clock.now(),
        });
      },
    };
  }

  return followingNewestSessions(poller, {
    code: CODE,
    loginUrl: (request) => handOff.loginUrl(request),

    async exchangeToken(request) {
      const userId = request.params?.userId;
      if (!userId) {
        throw new BrokerError("INVALID_TOKEN", `${NAME}'s login redirect carried no userId`);
      }
      const { body } = aliceBlueSessionRequest(
        { userId, authCode: request.requestToken },
        credentials,
      );
      return exchangeAliceBlueSession(api, userId, body);
    },

    async availableFunds(session) {
      const [limits] = await api.rows(session, {
        method: "GET",
        path: ALICE_BLUE_PATHS.limits,
        schema: limitsResponseSchema,
      });
      if (!limits) throw new BrokerError("BAD_RESPONSE", `${NAME} answered no limits`);
      return parseRupees(limits.tradingLimit);
    },

    async requiredMargin(session, legs) {
      if (legs.length === 0) return paise(0);
      const basket: BasketMarginLeg[] = legs.map((leg) => {
        const scrip = deps.scrips.scripOf(leg.instrumentToken);
        return {
          exchange: scrip.exchange,
          tradingSymbol: scrip.tradingSymbol,
          price: "0",
          qty: String(leg.quantity),
          product: "NRML",
          priceType: "MKT",
          triggerPrice: "",
          transType: leg.transactionType === "BUY" ? "B" : "S",
        };
      });
      const [margin] = await api.rows(session, {
        method: "POST",
        path: ALICE_BLUE_PATHS.basketMargin,
        json: basket,
        schema: marginResponseSchema,
      });
      if (!margin) throw new BrokerError("BAD_RESPONSE", `${NAME} answered no basket margin`);
      if (margin.status && margin.status.toLowerCase() !== "ok") {
        throw new BrokerError("REJECTED", `${NAME}: ${describeAliceBlueError(margin.message)}`);
      }
      return parseRupees(margin.currentOrderMargin);
    },

    placeOrder: async (session, order) => placements.place(placementOf(session, order)),
    findOrder: async (session, order) => placements.find(placementOf(session, order)),

    async cancelOrder(session, orderId) {
      await api.rows(session, {
        method: "POST",
        path: ALICE_BLUE_PATHS.cancelOrder,
        json: { brokerOrderId: orderId },
        schema: orderRefResponseSchema,
      });
      return orderStatus(session, orderId);
    },

    orderStatus,

    onOrderUpdate: (session, listener) => poller.subscribe(session, listener),

    async positions(session) {
      const rows = await api.rows(session, {
        method: "GET",
        path: ALICE_BLUE_PATHS.positions,
        schema: positionsResponseSchema,
      });
      return rows.flatMap((row) => brokerPositionOf(row, deps.scrips) ?? []);
    },

    async lastTradedPrices(tokens, session) {
      if (!session) {
        throw new BrokerError("NOT_AVAILABLE", `${NAME} prices only on a trader's session`);
      }
      return optionChainPrices(api, session, deps.scrips, tokens);
    },
  });
}

/** The redirect's `authCode` (the one-time token) and `userId` (the trader's Alice Blue id). */
export function aliceBlueTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["authCode"], NAME),
    params: { userId: requireRedirectParam(query, ["userId"], NAME) },
  };
}

/** The token exchange's checkSum: SHA-256 hex of userId + authCode + apiSecret (Alice Blue docs). */
export function aliceBlueChecksum(userId: string, authCode: string, apiSecret: string): string {
  return sha256Hex(userId, authCode, apiSecret);
}

/** `POST /open-api/od/v1/vendor/getUserDetails {checkSum}` → `{stat: "Ok", clientId, userSession}`. */
export function aliceBlueSessionRequest(
  login: { userId: string; authCode: string },
  credentials: Credentials,
): BrokerRequest {
  const apiSecret = requireConfigured(credentials.apiSecret, NAME, "ALICEBLUE_API_SECRET");
  return {
    method: "POST",
    url: `${ALICE_BLUE_API}${ALICE_BLUE_PATHS.session}`,
    headers: JSON_HEADERS,
    body: { checkSum: aliceBlueChecksum(login.userId, login.authCode, apiSecret) },
  };
}
