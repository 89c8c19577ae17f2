import { protectedLimitPrice } from "../../../../lib/market/market-protection";
import { acceptedOrder } from "../../real/accepted-order";
import {
  BrokerError,
  type Broker,
  type BrokerOrder,
  type BrokerSession,
  type OrderRequest,
} from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import { BrokerHttp } from "../../real/broker-http";
import { IdempotentPlacements, orderTagOf, type Placement } from "../../real/idempotent-placement";
import {
  followingNewestSessions,
  OrderBookPoller,
  warnOfPollFailure,
} from "../../real/order-book-poller";
import {
  holdWhenUnreadableMayHold,
  readOrderBookRows,
  unreadableMayHold,
  type OrderBookRows,
} from "../../real/order-book-rows";
import { baseUrlOf, type RealBrokerDeps } from "../../real/real-broker-deps";
import type { BrokerScrip } from "../../real/scrip-master";
import { FivePaisaApi, refusal } from "./api";
import { FivePaisaAccount } from "./account";
import { exchangeFivePaisaToken } from "./login";
import { orderOf, placeOrderBody, type SentOrder } from "./orders";
import {
  cancelOrderBodySchema,
  FIVE_PAISA_API,
  orderBookBodySchema,
  orderBookRowSchema,
  PATHS,
  placeOrderBodySchema,
  type OrderBookRow,
} from "./wire";
import { catalogueRecord, createHandOffBroker } from "../hand-off-broker";
import { requireConfigured } from "../not-available";

// 5paisa Xtream Open APIs: xstream.5paisa.com/dev-docs (docs/brokers/5paisa.md: every source).
const CODE = "5paisa";
const RECORD = catalogueRecord(CODE);
const NAME = RECORD.name;

export { FIVE_PAISA_API };
export { fivePaisaAccessTokenRequest, fivePaisaTokenRequest } from "./login";

/** RemoteOrderID length: the docs' samples carry up to 19 characters; 16 hex is ample. */
export const REMOTE_ORDER_ID_LENGTH = 16;

type Credentials = BrokerCredentials["5paisa"];

/**
 * 5paisa over its Xtream Open APIs. `loginUrl` is `…/WebVendorLogin/VLogin/Index?VendorKey=&
 * ResponseURL=&State=`; 5paisa sends the trader back with `RequestToken` (valid 60 minutes),
 * exchanged for an access token valid until 23:59 that day. The session is `{clientId: the
 * ClientCode GetAccessToken answers, accessToken}`: every later call names the ClientCode in
 * its body, so nothing else needs packing. 5paisa's order stream allows one connection per
 * login (a second drops the first), so order updates come from polling the order book.
 */
export function createFivePaisaBroker(credentials: Credentials, deps: RealBrokerDeps): Broker {
  const handOff = createHandOffBroker({
    code: CODE,
    apiKey: credentials.vendorKey,
    apiKeyEnv: "FIVEPAISA_VENDOR_KEY",
    params: (vendorKey, { redirectUrl, state }) => ({
      VendorKey: vendorKey,
      ResponseURL: redirectUrl,
      State: state,
    }),
    deps,
  });
  const protectionPercent = marketProtectionOf(RECORD.marketProtectionPercent);
  const http = new BrokerHttp({
    brokerName: NAME,
    baseUrl: baseUrlOf(deps, "api", FIVE_PAISA_API),
    timeoutMs: deps.timeoutMs,
    fetch: deps.fetch,
    errorMessage: errorMessageOf,
  });
  const api = () =>
    new FivePaisaApi(http, requireConfigured(credentials.vendorKey, NAME, "FIVEPAISA_VENDOR_KEY"));
  const account = new FivePaisaAccount(api, deps.scrips);
  const placements = new IdempotentPlacements();
  /** What we sent, by RemoteOrderID: the book names an order by its tag, not by our key. */
  const sent = new Map<string, SentOrder>();

  /** The trader's order book, row by row: a row we cannot read is logged, kept raw, skipped. */
  async function bookRows(session: BrokerSession): Promise<OrderBookRows<OrderBookRow>> {
    const book = await api().call(
      PATHS.orderBook,
      session,
      { ClientCode: session.clientId },
      orderBookBodySchema,
    );
    // Status 1 is "No Order found for this Client.": an empty book, not a failure.
    if (book.Status !== 0 && book.Status !== 1) throw refused(book.Message);
    return readOrderBookRows(book.OrderBookDetail ?? [], orderBookRowSchema, (row, error) =>
      deps.logger.warn("5paisa order book row we cannot read, skipped", {
        row,
        issues: error.issues,
      }),
    );
  }

  function ordersOf(rows: readonly OrderBookRow[], session: BrokerSession): BrokerOrder[] {
    const now = deps.clock.now();
    return rows.flatMap((row) => orderOf(row, session.clientId, deps.scrips, sent, now) ?? []);
  }

  async function findOrder(session: BrokerSession, orderId: string) {
    const book = await bookRows(session);
    const row = book.readable.find((r) => String(r.BrokerOrderId) === orderId);
    const order = row && ordersOf([row], session)[0];
    if (!row && unreadableMayHold(book, orderId)) {
      throw new BrokerError("BAD_RESPONSE", `${NAME}'s row of order ${orderId} cannot be read`);
    }
    if (!row || !order) {
      throw new BrokerError("UNKNOWN_ORDER", `${NAME} has no order ${orderId} of yours today`);
    }
    return { row, order };
  }

  /** The limit an order goes at: its own, or a protected one from the quote for MARKET. */
  async function priceOf(session: BrokerSession, order: OrderRequest, scrip: BrokerScrip) {
    if (order.orderType === "LIMIT") {
      if (order.limitPrice === undefined) throw refused("a limit order needs its price");
      return order.limitPrice;
    }
    const last = (await account.quotes(session, [scrip])).get(scrip.brokerToken);
    if (last === undefined) throw refused(`no last price of ${scrip.tradingSymbol} to price at`);
    return protectedLimitPrice(last, order.transactionType, protectionPercent);
  }

  async function send(
    session: BrokerSession,
    order: OrderRequest,
    scrip: BrokerScrip,
    tag: string,
  ): Promise<BrokerOrder> {
    const price = await priceOf(session, order, scrip);
    const answer = await api().call(
      PATHS.placeOrder,
      session,
      placeOrderBody(order, scrip, price, tag),
      placeOrderBodySchema,
    );
    const orderId = String(answer.BrokerOrderID).trim();
    // Only an answer naming an order (BrokerOrderID not 0) booked one: Status 0 with id 0 is a
    // refusal (OpenAlgo's order_api.py, which 5paisa's RMS answers taught). Status 1 with an id
    // is 5paisa's RMS answer: the order exists, rejected, in the book.
    const booked = orderId !== "" && Number(orderId) !== 0;
    const rejected = answer.Status === 1 && booked;
    if (!booked || (answer.Status !== 0 && !rejected)) throw refused(answer.Message);
    return acceptedOrder(order, {
      orderId,
      clientId: session.clientId,
      at: deps.clock.now(),
      limitPrice: price,
      rejection: rejected ? (answer.Message ?? "Rejected by 5paisa") : undefined,
    });
  }

  const poller = new OrderBookPoller({
    fetchOrders: async (session) => ordersOf((await bookRows(session)).readable, session),
    intervalMs: deps.orderPollMs,
    lease: deps.orderBookLease,
    onError: warnOfPollFailure(deps.logger, "5paisa"),
  });

  /** The placement of one order: its search of the book by our tag, and its send. */
  function placementOf(session: BrokerSession, order: OrderRequest): Placement {
    // Before anything is sent: a contract the master does not list fails here.
    const scrip = deps.scrips.scripOf(order.instrumentToken);
    const tag = orderTagOf(order.idempotencyKey, REMOTE_ORDER_ID_LENGTH);
    sent.set(tag, { idempotencyKey: order.idempotencyKey, orderType: order.orderType });
    return {
      idempotencyKey: order.idempotencyKey,
      findExisting: async () => {
        const book = await bookRows(session);
        const found = ordersOf(book.readable, session).find(
          (o) => o.idempotencyKey === order.idempotencyKey,
        );
        if (!found) holdWhenUnreadableMayHold(book, tag, NAME);
        return found;
      },
      send: () => send(session, order, scrip, tag),
    };
  }

  return followingNewestSessions(poller, {
    ...handOff,

    exchangeToken: (request) => exchangeFivePaisaToken(http, credentials, request),

    availableFunds: (session) => account.availableFunds(session),
    requiredMargin: (session, legs) => account.requiredMargin(session, legs),
    positions: (session) => account.positions(session),
    lastTradedPrices: (tokens, session) => account.lastTradedPrices(tokens, session),

    placeOrder: async (session, order) => placements.place(placementOf(session, order)),
    findOrder: async (session, order) => placements.find(placementOf(session, order)),

    async cancelOrder(session, orderId) {
      const { row, order } = await findOrder(session, orderId);
      if (order.status !== "OPEN") return order;
      const answer = await api().call(
        PATHS.cancelOrder,
        session,
        { ExchOrderID: row.ExchOrderID || "0" },
        cancelOrderBodySchema,
      );
      if (answer.Status !== 0) throw refused(answer.Message);
      return (await findOrder(session, orderId)).order;
    },

    async orderStatus(session, orderId) {
      return (await findOrder(session, orderId)).order;
    },

    onOrderUpdate: (session, listener) => poller.subscribe(session, listener),
  });
}

/** 5paisa's words in a body it answered with a 4xx, for BrokerHttp's REJECTED message. */
function errorMessageOf(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim().slice(0, 200) || undefined;
  if (typeof body !== "object" || body === null) return undefined;
  const inner = (body as { body?: { Message?: unknown } }).body;
  return typeof inner?.Message === "string" && inner.Message ? inner.Message : undefined;
}

/** 5paisa takes no order without a price: a market order needs the catalogue's protection. */
function marketProtectionOf(percent: number | undefined): number {
  if (percent === undefined)
    throw new Error("5paisa needs marketProtectionPercent in the catalogue");
  return percent;
}

function refused(reason: string | null | undefined): BrokerError {
  return refusal(NAME, reason);
}
