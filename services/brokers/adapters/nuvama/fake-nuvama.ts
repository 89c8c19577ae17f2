import type { Context, Hono } from "hono";
import type { z } from "zod";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import { ManualClock } from "../../../../lib/time/clock";
import type { Logger } from "../../../logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { RealBrokerDeps } from "../../real/real-broker-deps";
import { ScripDirectory } from "../../real/scrip-master";
import {
  startFakeBrokerServer,
  type FakeBrokerServer,
  type FakeServerOptions,
  type RecordedRequest,
} from "../../testing/fake-broker-server";
import type { FakeExchange } from "../../testing/fake-exchange";
import { orderRowOf, positionRowOf, rupees } from "./fake-book-rows";
import { tokenOfStreamingSymbol } from "./orders";
import type { NuvamaSessionParts } from "./session";
import {
  NUVAMA_NO_DATA_STATUS,
  NUVAMA_NO_ORDERS_CODE,
  NUVAMA_SESSION_EXPIRED_CODE,
  cancelTradeRequestSchema,
  loginDataHeadersSchema,
  loginDataRequestSchema,
  loginVendorHeadersSchema,
  loginVendorRequestSchema,
  placeTradeRequestSchema,
  sessionHeadersSchema,
} from "./wire";

/** The vendor (our app) the fake knows: its API key and secret, and the AppIdKey Nuvama gave it. */
export interface FakeNuvamaVendor {
  apiKey: string;
  apiSecret: string;
  appIdKey: string;
}

export const FAKE_NUVAMA_VENDOR: FakeNuvamaVendor = {
  apiKey: "nv-test-key",
  apiSecret: "nv-test-secret",
  appIdKey: "nv-test-app-id-key",
};

const quietLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** An adapter's deps for tests: an empty directory unless one is given, a fixed clock. */
export function nuvamaDeps(overrides: Partial<RealBrokerDeps> = {}): RealBrokerDeps {
  return {
    scrips: new ScripDirectory("Nuvama Wealth"),
    clock: new ManualClock(TEST_INSTANT),
    logger: quietLogger,
    ...overrides,
  };
}

/** Nuvama's envelope around every answer (docs: "API Structure" sample response). */
function envelope(data: unknown) {
  return { appID: "fake-app-id", config: { app: 1, info: 4 }, data, msgID: "fake", srvTm: 0 };
}

function error(errMsg: string, errCd?: string) {
  return { error: { ...(errCd ? { errCd } : {}), errMsg } };
}

/**
 * A local Nuvama API Connect over real HTTP, backed by a FakeExchange: the vendor login and
 * logindata, and the post-login calls the adapter makes, each validated against the request
 * schemas in wire.ts (headers, body) and answering in Nuvama's documented shapes, including its
 * 222 for an expired request id or an empty book and its 401 EGN0011 "Session Expired". Every
 * call must carry an AppIdKey the fake issued (the vendor's, or one an earlier answer's header
 * carried), and every answer carries a new one, as D1 and the SDK describe. Prices, funds and
 * positions all come from `exchange` (a sandbox's exchange reads the simulated market); `server`
 * is how it runs besides Nuvama's routes (a sandbox adds its login page and master).
 */
export async function startFakeNuvama(
  exchange: FakeExchange,
  vendor: FakeNuvamaVendor = FAKE_NUVAMA_VENDOR,
  faults: FakeNuvamaFaults = {},
  server: FakeServerOptions = {},
): Promise<FakeNuvamaServer> {
  const vendorTokens = new Set<string>();
  // The AppIdKeys Nuvama has handed out: the vendor's, then one in every answer's header ("has
  // to be updated after each request", D1). Any of them is taken, as calls run side by side.
  const appIdKeys = new FakeNuvamaAppIdKeys(vendor.appIdKey);
  const issued = <T extends { appidkey: string }>(schema: z.ZodType<T>) =>
    schema.refine((headers) => appIdKeys.issued(headers.appidkey), {
      message: "AppIdKey: not one Nuvama issued",
      path: ["appidkey"],
    });
  /** The user's session a call carried, when the fake knows it (its three values, unpacked). */
  const sessionOf = (c: Context): NuvamaSessionParts | undefined => {
    const auth = c.req.header("authorization");
    const vendorToken = c.req.header("sourcetoken");
    const account = exchange.clientOf(auth);
    if (!auth || !vendorToken || !vendorTokens.has(vendorToken) || !account) return undefined;
    return { auth, vendorToken, account };
  };
  const started = await startFakeBrokerServer((app: Hono, validated) => {
    app.use(async (c, next) => {
      await next();
      c.res.headers.set("AppIdKey", appIdKeys.issue(sessionOf(c)));
    });

    app.post(
      "/edelmw-login/login/accounts/loginvendor/:vendor/",
      validated(
        { headers: issued(loginVendorHeadersSchema), body: loginVendorRequestSchema },
        (c, request) => {
          const { pwd } = loginVendorRequestSchema.parse(request.body);
          const known =
            c.req.param("vendor") === vendor.apiKey &&
            request.headers.source === vendor.apiKey &&
            pwd === vendor.apiSecret;
          if (!known) return c.json(error("Invalid vendor credentials"), 401);
          const token = `vendor-session-${vendorTokens.size + 1}`;
          vendorTokens.add(token);
          return c.json({ msg: token, success: true });
        },
      ),
    );

    app.post(
      "/edelmw-login/login/accounts/logindata/",
      validated(
        { headers: issued(loginDataHeadersSchema), body: loginDataRequestSchema },
        (c, request) => {
          if (!vendorTokens.has(request.headers.sourcetoken ?? "")) {
            return c.json(error("Invalid vendor session"), 401);
          }
          const { reqId } = loginDataRequestSchema.parse(request.body);
          const clientId = exchange.redeemLoginCode(reqId);
          if (!clientId) {
            return c.json(error("Your login request has expired"), NUVAMA_NO_DATA_STATUS as 200);
          }
          const auth = exchange.openSession(clientId);
          return c.json(
            envelope({
              auth,
              lgnData: { accTyp: "EQ", accs: { eqAccID: clientId, prfId: `P${clientId}` } },
            }),
          );
        },
      ),
    );

    /** A post-login route: the vendor's and the user's sessions checked, the account theirs. */
    const authed = (
      schemas: { body?: z.ZodType },
      handler: (c: Context, request: RecordedRequest, clientId: string) => Response,
    ) =>
      validated({ headers: issued(sessionHeadersSchema), ...schemas }, (c, request) => {
        const clientId = exchange.clientOf(request.headers.authorization);
        const vendorOk =
          request.headers.source === vendor.apiKey &&
          vendorTokens.has(request.headers.sourcetoken ?? "");
        if (!clientId || !vendorOk) {
          return c.json(
            {
              config: {},
              error: { actCd: "52", errCd: NUVAMA_SESSION_EXPIRED_CODE, errMsg: "Session Expired" },
            },
            401,
          );
        }
        const account = c.req.param("account");
        if (account !== undefined && account !== clientId) {
          return c.json(error("Account does not belong to this session"), 400);
        }
        return handler(c, request, clientId);
      });

    const noData = (c: Context, errMsg: string, errCd?: string) =>
      c.json(error(errMsg, errCd), NUVAMA_NO_DATA_STATUS as 200);
    /** An empty order book: 222 with ETRD0002 (T3). */
    const noOrders = (c: Context) =>
      noData(c, "Seems like there are no orders in your order book.", NUVAMA_NO_ORDERS_CODE);
    /**
     * No positions: 222 with ETRD0002, as T3 shows an empty book (no source shows Nuvama's empty
     * position book itself; the message is ours).
     */
    const noPositions = (c: Context) =>
      noData(c, "Seems like there are no positions.", NUVAMA_NO_ORDERS_CODE);

    app.post(
      "/edelmw-eq/eq/trade/placetrade/v1/:account/",
      authed({ body: placeTradeRequestSchema }, (c, request, clientId) => {
        const body = placeTradeRequestSchema.parse(request.body);
        const order = exchange.place({
          tag: body.rmk,
          clientId,
          brokerToken: tokenOfStreamingSymbol(body.sym),
          tradingSymbol: body.trdSym,
          side: body.action,
          quantity: Number(body.qty),
          limitPrice: body.ordTyp === "LIMIT" ? parseRupees(body.lmPrc) : null,
          product: body.prdCode,
          orderType: body.ordTyp,
        });
        return c.json(
          envelope({
            type: "placeTradeDao",
            msg: "Your order has been placed succesfully!.",
            oid: order.orderId,
          }),
        );
      }),
    );

    app.put(
      "/edelmw-eq/eq/trade/canceltrade/v1/:account/",
      authed({ body: cancelTradeRequestSchema }, (c, request, clientId) => {
        const body = cancelTradeRequestSchema.parse(request.body);
        const order = exchange.order(body.nstOID);
        if (!order || order.clientId !== clientId) {
          return c.json(error(`Order ${body.nstOID} not found`), 400);
        }
        if (order.status !== "OPEN") return c.json(error("Order is not open"), 400);
        exchange.cancel(order.orderId);
        return c.json(
          envelope({ type: "cancelTradeDao", msg: "Order cancelled", oid: order.orderId }),
        );
      }),
    );

    app.get(
      "/edelmw-eq/eq/order/book/:account/v1/",
      authed({}, (c, _request, clientId) => {
        if (faults.bookAnswer) {
          return c.json(faults.bookAnswer.body as object, faults.bookAnswer.status as 200);
        }
        const failure = faults.bookAfterPlace;
        if (failure !== undefined && exchange.orders.length > 0) {
          if (failure === "garbled") return c.json(envelope({ orders: "none" }));
          if (failure === NUVAMA_NO_DATA_STATUS) return noOrders(c);
          return c.json(error("Try again later"), failure as 200);
        }
        const rows = exchange.ordersOf(clientId).map(orderRowOf).reverse();
        const sent = faults.bookRows ? faults.bookRows(rows) : rows;
        if (sent.length === 0) return noOrders(c);
        return c.json(envelope({ ord: sent }));
      }),
    );

    app.get(
      "/edelmw-eq/eq/positions/net/:account/",
      authed({}, (c, _request, clientId) => {
        if (faults.positionsAnswer) {
          return c.json(
            faults.positionsAnswer.body as object,
            faults.positionsAnswer.status as 200,
          );
        }
        const positions = exchange.positionsOf(clientId);
        if (positions.length === 0) return noPositions(c);
        return c.json(
          envelope({
            pos: positions.map((p) => positionRowOf(p, exchange.priceOf(p.brokerToken))),
          }),
        );
      }),
    );

    app.get(
      "/edelmw-eq/eq/limits/rmssublimits/:account/",
      authed({}, (c, _request, clientId) =>
        c.json(
          envelope({
            cshAvl: rupees(exchange.fundsOf(clientId)),
            mrgAvl: {
              mrgAvl: rupees(exchange.fundsOf(clientId)),
              dayOpenBal: rupees(exchange.fundsOf(clientId)),
            },
            mrgUtd: { mrgUtd: "0.00" },
          }),
        ),
      ),
    );

    app.get(
      "/edelmw-content/content/quote/scrip/:sym/",
      authed({}, (c) => {
        const sym = c.req.param("sym") ?? "";
        return c.json(
          envelope({ sym, ltp: rupees(exchange.priceOf(tokenOfStreamingSymbol(sym))) }),
        );
      }),
    );
  }, server);
  return { ...started, dropVendorSessions: () => vendorTokens.clear(), appIdKeys };
}

/** Faults a test sets (and may change) while the fake runs. */
export interface FakeNuvamaFaults {
  /**
   * Once an order is placed, the order book answers this instead of the orders: an HTTP status
   * (222 "no orders", as a book that lags the place; 429; 500; 401) or a body of another shape.
   */
  bookAfterPlace?: number | "garbled";
  /** The order book answers this, whatever it holds (an error body on a 200 or a 222, say). */
  bookAnswer?: { status: number; body: unknown };
  /** The rows the order book sends, from the rows it would send (a row of another shape). */
  bookRows?: (rows: Record<string, unknown>[]) => unknown[];
  /** Net positions answer this, whatever the trader holds (an error body on a 200 or a 222, say). */
  positionsAnswer?: { status: number; body: unknown };
}

/** The fake, and a way to end its vendor sessions (Nuvama's vendor logout or 24 h expiry). */
export interface FakeNuvamaServer extends FakeBrokerServer {
  dropVendorSessions(): void;
  /** The AppIdKeys it handed out (its fake stream takes them: fake-nuvama-stream.ts). */
  appIdKeys: FakeNuvamaAppIdKeys;
}

/**
 * The AppIdKeys a fake Nuvama handed out: the vendor's own, then the one in each answer's header
 * (`fake-app-id-key-1`, `-2`, …), each noted with the user's session of the call it answered.
 * The fake stream takes only these keys and knows by them whose session a connection came
 * from; that a key names a session is the fake's bookkeeping, not something Nuvama documents.
 */
export class FakeNuvamaAppIdKeys {
  private readonly sessions = new Map<string, NuvamaSessionParts | undefined>();

  constructor(readonly vendorKey: string) {
    this.sessions.set(vendorKey, undefined);
  }

  issued(key: string): boolean {
    return this.sessions.has(key);
  }

  /** A new key, for an answer to a call on `session` (none: a login, or a refused call). */
  issue(session: NuvamaSessionParts | undefined): string {
    const key = `fake-app-id-key-${this.sessions.size}`;
    this.sessions.set(key, session);
    return key;
  }

  /** The session whose call `key` answered; undefined for the vendor's key or a login's. */
  sessionOf(key: string): NuvamaSessionParts | undefined {
    return this.sessions.get(key);
  }
}

/** The query Nuvama's login page redirects back with, once `clientId` logged in at the fake. */
export function fakeNuvamaRedirect(
  exchange: FakeExchange,
  clientId: string,
): Record<string, string> {
  return { request_id: exchange.issueLoginCode(clientId) };
}
