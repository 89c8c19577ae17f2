import { z } from "zod";
import type { Paise } from "../../../../lib/money/paise";
import {
  BrokerError,
  notAvailable,
  sessionExpired,
  type Broker,
  type BrokerOrder,
  type BrokerSession,
  type OrderRequest,
  type TokenExchangeRequest,
} from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import { acceptedOrder, readAfterPlacing } from "../../real/accepted-order";
import type { BrokerCall } from "../../real/broker-http";
import { IdempotentPlacements, type Placement } from "../../real/idempotent-placement";
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
import { catalogueRecord, createHandOffBroker } from "../hand-off-broker";
import { requireConfigured } from "../not-available";
import {
  cancelTradeBody,
  orderOfRow,
  paiseOf,
  placeTradeBody,
  positionOfRow,
  priceOrNull,
  streamingSymbolOf,
  tagOfRow,
} from "./orders";
import { NuvamaAppIdKey } from "./app-id-key";
import { NuvamaLogin } from "./login";
import { NuvamaOrderTags } from "./order-tag";
import { unpackNuvamaSession, type NuvamaSessionParts } from "./session";
import { NuvamaTransport, type NuvamaAnswer } from "./transport";
import {
  NUVAMA_API_URL,
  NUVAMA_NO_DATA_STATUS,
  NUVAMA_PATHS,
  isNoDataAnswer,
  isSessionExpiredBody,
  limitsResponseSchema,
  netPositionsResponseSchema,
  nuvamaErrorSchema,
  nuvamaReasonOf,
  orderBookResponseSchema,
  orderRowSchema,
  quoteResponseSchema,
  tradeResponseSchema,
  type NuvamaError,
  type NuvamaOrderRow,
} from "./wire";
import { requireRedirectParam } from "../redirect-params";

/**
 * Our app's Nuvama credentials, with the AppIdKey Nuvama issues beside the API key and secret
 * (D1: "contact us for AppIdKey"; `NUVAMA_APP_ID_KEY`): without it the calls go without one until
 * an answer hands one over.
 */
export type NuvamaCredentials = Omit<BrokerCredentials["nuvama"], "appIdKey"> & {
  appIdKey?: string;
};

const CODE = "nuvama";
const NAME = catalogueRecord(CODE).name;

/**
 * Nuvama Wealth (API Connect), over its REST API. Login: `loginUrl` sends the trader to
 * `nuvamawealth.com/api-connect/login?api_key=<key>`, which redirects to the URL registered with
 * the app (no state parameter) with a request id; `exchangeToken` opens the vendor session
 * (`loginvendor/{key}` with the API secret) and redeems the request id (`logindata`). Every later
 * call carries `AppIdKey` (our app's, renewed by Nuvama's answers: nuvama/app-id-key.ts), `Source`
 * (the key), `SourceToken` (vendor session) and `Authorization` (the user's session); the three
 * session values travel packed in `BrokerSession.accessToken` (nuvama/session.ts). Nuvama has
 * no idempotency key and no order stream we hold: the order tag goes in `rmk` and the order book
 * is searched before sending, and order updates come from polling the order book. No basket
 * margin call was found: `requiredMargin` is NOT_AVAILABLE and the engine uses our estimate. Sources and unconfirmed facts: docs/brokers/nuvama.md.
 */
export function createNuvamaBroker(credentials: NuvamaCredentials, deps: RealBrokerDeps): Broker {
  const handOff = createHandOffBroker({
    code: CODE,
    apiKey: credentials.apiKey,
    apiKeyEnv: "NUVAMA_API_KEY",
    params: (apiKey) => ({ api_key: apiKey }),
    deps,
  });
  const http = new NuvamaTransport(
    {
      brokerName: NAME,
      baseUrl: baseUrlOf(deps, "api", NUVAMA_API_URL),
      timeoutMs: deps.timeoutMs,
      fetch: deps.fetch,
      errorMessage: nuvamaReasonOf,
    },
    new NuvamaAppIdKey(credentials.appIdKey),
  );
  const placements = new IdempotentPlacements();
  let login: NuvamaLogin | undefined;
  /** Our keys as the remarks orders carry, and back (the order book gives only the remark). */
  const tags = new NuvamaOrderTags();
  const apiKey = () => requireConfigured(credentials.apiKey, NAME, "NUVAMA_API_KEY");

  /**
   * A post-login call. Nuvama's docs name 401 for an expired session (403 is left a refusal,
   * which a static-IP mismatch may cause); a body with EGN0011 is an expired session too.
   */
  async function answer<T>(
    session: BrokerSession,
    request: Omit<BrokerCall<T>, "schema"> & { schema: z.ZodType<T> },
  ): Promise<NuvamaAnswer<T | NuvamaError>> {
    const parts = unpackNuvamaSession(session, NAME);
    const answered = await http.request({
      ...request,
      schema: z.union([request.schema, nuvamaErrorSchema]),
      headers: sessionHeaders(parts),
      acceptStatuses: [NUVAMA_NO_DATA_STATUS],
      sessionExpiredStatuses: [401],
    });
    if (isSessionExpiredBody(answered.body)) throw sessionExpired(NAME);
    return answered;
  }

  async function call<T>(
    session: BrokerSession,
    request: Omit<BrokerCall<T>, "schema"> & { schema: z.ZodType<T> },
  ): Promise<T | NuvamaError> {
    return (await answer(session, request)).body;
  }

  function sessionHeaders(parts: NuvamaSessionParts): Record<string, string> {
    return { Source: apiKey(), SourceToken: parts.vendorToken, Authorization: parts.auth };
  }

  /** A call that must answer with data: Nuvama's error body is a refusal with its reason. */
  async function required<T extends object>(
    session: BrokerSession,
    request: Omit<BrokerCall<T>, "schema"> & { schema: z.ZodType<T> },
  ): Promise<T> {
    const body = await call(session, request);
    const error = nuvamaErrorSchema.safeParse(body);
    if (error.success) throw new BrokerError("REJECTED", `${NAME}: ${error.data.error.errMsg}`);
    return body as T;
  }

  /**
   * A book Nuvama answers "no data" when it is empty (the order book, net positions): its data, or
   * `undefined` for Nuvama's 222 with ETRD0002 only. Any other error body, on a 200 or a 222, is
   * BAD_RESPONSE (fate unknown), never an empty book: a search before a send that found nothing
   * in an unread book would send the order a second time, and unread positions would show the
   * trader holding nothing. An expired session stays INVALID_TOKEN (`answer`).
   */
  async function bookOf<T extends object>(
    session: BrokerSession,
    what: string,
    request: Omit<BrokerCall<T>, "schema"> & { schema: z.ZodType<T> },
  ): Promise<T | undefined> {
    const { body, status } = await answer(session, request);
    const error = nuvamaErrorSchema.safeParse(body);
    if (!error.success) return body as T;
    if (isNoDataAnswer(status, error.data)) return undefined;
    const { errCd, errMsg } = error.data.error;
    throw new BrokerError(
      "BAD_RESPONSE",
      `${NAME} answered ${what} ${status} (${errCd ?? "no code"}: ${errMsg})`,
    );
  }

  /** Today's order book, read row by row; empty only on Nuvama's "no data" (bookOf). */
  async function orderBook(session: BrokerSession): Promise<OrderBookRows<NuvamaOrderRow>> {
    const { account } = unpackNuvamaSession(session, NAME);
    const book = await bookOf(session, "the order book", {
      method: "GET",
      path: NUVAMA_PATHS.orderBook(account),
      schema: orderBookResponseSchema,
    });
    if (!book) return { readable: [], unreadable: [] };
    return readOrderBookRows(book.data.ord, orderRowSchema, logUnreadable);
  }

  /**
   * A row we cannot read, logged once (the poller reads the book every few seconds): its order
   * id and the fields that failed, not the row (it names the trader's account).
   */
  const loggedRows = new Set<string>();
  function logUnreadable(row: unknown, error: z.ZodError): void {
    const text = JSON.stringify(row);
    if (loggedRows.has(text)) return;
    loggedRows.add(text);
    const id = z.object({ ordID: z.string() }).safeParse(row);
    deps.logger.warn("Nuvama order book row unreadable, skipped", {
      orderId: id.success ? id.data.ordID : "unknown",
      fields: error.issues.map((issue) => issue.path.join(".") || "row").join(", "),
    });
  }

  function ordersOf(session: BrokerSession, rows: readonly NuvamaOrderRow[]): BrokerOrder[] {
    const context = {
      clientId: session.clientId,
      keyOfTag: (tag: string) => tags.keyOf(tag),
      now: deps.clock.now(),
    };
    return rows.flatMap((row) => orderOfRow(row, deps.scrips, context) ?? []);
  }

  async function fetchOrders(session: BrokerSession): Promise<BrokerOrder[]> {
    return ordersOf(session, (await orderBook(session)).readable);
  }

  async function findRow(session: BrokerSession, orderId: string): Promise<NuvamaOrderRow> {
    const book = await orderBook(session);
    const row = book.readable.find((r) => r.ordID === orderId);
    if (row) return row;
    if (unreadableMayHold(book, orderId)) {
      throw new BrokerError(
        "BAD_RESPONSE",
        `${NAME}'s order ${orderId} is in a row we cannot read`,
      );
    }
    throw new BrokerError("UNKNOWN_ORDER", `${NAME} has no order ${orderId}`);
  }

  /** Our order of `tag` in the book, if it is there; held when an unread row may be it. */
  async function findTagged(session: BrokerSession, tag: string): Promise<BrokerOrder | undefined> {
    const book = await orderBook(session);
    const row = book.readable.find((r) => tagOfRow(r) === tag);
    if (!row) {
      holdWhenUnreadableMayHold(book, tag, NAME);
      return undefined;
    }
    const [order] = ordersOf(session, [row]);
    if (!order) {
      // Ours, yet on a contract our master no longer lists: not sent again.
      throw new BrokerError(
        "BAD_RESPONSE",
        `${NAME} lists this order on a contract we cannot read`,
      );
    }
    return order;
  }

  async function orderStatus(session: BrokerSession, orderId: string): Promise<BrokerOrder> {
    const [order] = ordersOf(session, [await findRow(session, orderId)]);
    if (!order) throw new BrokerError("UNKNOWN_ORDER", `${NAME} order ${orderId} is not ours`);
    return order;
  }

  const poller = new OrderBookPoller({
    fetchOrders,
    intervalMs: deps.orderPollMs,
    lease: deps.orderBookLease,
    onError: warnOfPollFailure(deps.logger, "Nuvama"),
  });

  /** The placement of one order: its search of the book by our tag, and its send. */
  function placementOf(session: BrokerSession, order: OrderRequest): Placement {
    // Unknown instruments fail here, before anything is sent.
    const scrip = deps.scrips.scripOf(order.instrumentToken);
    const tag = tags.tag(order.idempotencyKey);
    const { account } = unpackNuvamaSession(session, NAME);
    return {
      idempotencyKey: order.idempotencyKey,
      findExisting: () => findTagged(session, tag),
      send: async () => {
        const placed = await required(session, {
          method: "POST",
          path: NUVAMA_PATHS.placeTrade(account),
          json: placeTradeBody(order, scrip, tag),
          schema: tradeResponseSchema,
        });
        const orderId = placed.data.oid;
        if (!orderId) {
          throw new BrokerError("BAD_RESPONSE", `${NAME} placed the order but sent no order id`);
        }
        // The book has the status (an RMS rejection shows there, with its reason); until it
        // lists the order, or when it cannot be read, the order is open as far as we know.
        const accepted = acceptedOrder(order, {
          orderId,
          clientId: session.clientId,
          at: deps.clock.now(),
        });
        return readAfterPlacing(() => orderStatus(session, orderId), accepted);
      },
    };
  }

  return followingNewestSessions(poller, {
    code: CODE,
    loginUrl: (request) => handOff.loginUrl(request),

    async exchangeToken(request: TokenExchangeRequest) {
      login ??= new NuvamaLogin(http, deps.clock, {
        apiKey: apiKey(),
        apiSecret: requireConfigured(credentials.apiSecret, NAME, "NUVAMA_API_SECRET"),
      });
      return login.exchange(request.requestToken);
    },

    async availableFunds(session) {
      const { account } = unpackNuvamaSession(session, NAME);
      const limits = await required(session, {
        method: "GET",
        path: NUVAMA_PATHS.limits(account),
        schema: limitsResponseSchema,
      });
      return paiseOf(limits.data.mrgAvl.mrgAvl);
    },

    requiredMargin() {
      return Promise.reject(notAvailable(NAME, "Required margin"));
    },

    placeOrder: async (session, order) => placements.place(placementOf(session, order)),
    findOrder: async (session, order) => placements.find(placementOf(session, order)),

    async cancelOrder(session, orderId) {
      const { account } = unpackNuvamaSession(session, NAME);
      const row = await findRow(session, orderId);
      await required(session, {
        method: "PUT",
        path: NUVAMA_PATHS.cancelTrade(account),
        json: cancelTradeBody(row),
        schema: tradeResponseSchema,
      });
      return orderStatus(session, orderId);
    },

    orderStatus,

    onOrderUpdate(session, listener) {
      return poller.subscribe(session, listener);
    },

    async positions(session) {
      const { account } = unpackNuvamaSession(session, NAME);
      // None only on Nuvama's "no data": an error body is not a trader holding nothing (bookOf).
      const book = await bookOf(session, "net positions", {
        method: "GET",
        path: NUVAMA_PATHS.netPositions(account),
        schema: netPositionsResponseSchema,
      });
      const rows = book?.data.pos ?? [];
      return rows.flatMap((row) => positionOfRow(row, deps.scrips) ?? []);
    },

    async lastTradedPrices(tokens, session) {
      // Nuvama quotes only on a trader's session.
      if (!session) throw notAvailable(NAME, "Last traded prices");
      const known = tokens.filter((token) => deps.scrips.knows(token));
      const quotes = await Promise.all(
        known.map(async (token): Promise<[number, Paise][]> => {
          const quote = await required(session, {
            method: "GET",
            path: NUVAMA_PATHS.quote(streamingSymbolOf(deps.scrips.scripOf(token))),
            schema: quoteResponseSchema,
          });
          // An LTP of 0 is a contract not traded yet: left out, not priced at nothing.
          const ltp = priceOrNull(quote.data.ltp);
          return ltp === null ? [] : [[token, ltp]];
        }),
      );
      return new Map(quotes.flat());
    },
  });
}

/**
 * The redirect's one-time request id. Nuvama's public pages do not name the parameter; a public
 * integration's logs show `request_id` (Shreeji-20/Nuvama-Trading-platform-backend,
 * apiconnect.log), and its SDK's users also read `requestId` and `reqId`: all three are accepted.
 */
export function nuvamaTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["requestId", "reqId", "request_id"], NAME),
  };
}
