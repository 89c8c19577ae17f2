import type { Context } from "hono";
import { createHash } from "node:crypto";
import { paise } from "../../../../lib/money/paise";
import { paiseToDecimalString, parseRupees } from "../../../../lib/money/parse-rupees";
import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import {
  startFakeBrokerServer,
  type FakeBrokerServer,
  type FakeServerOptions,
} from "../../testing/fake-broker-server";
import type { FakeExchange } from "../../testing/fake-exchange";
import { bookRowOf, positionRowOf, rupees } from "./fake-book-rows";
import { fakeStreamSessionsOf } from "./fake-stream-sessions";
import { chainExpiryOf } from "./quotes";
import {
  ALICE_BLUE_PATHS,
  basketMarginRequestSchema,
  bearerHeadersSchema,
  cancelOrderRequestSchema,
  jsonHeadersSchema,
  optionChainRequestSchema,
  placeOrderRequestSchema,
  wsSessionRequestSchema,
  sessionRequestSchema,
  type OptionChainRequest,
  unauthenticatedJsonHeadersSchema,
} from "./wire";

export interface FakeAliceBlueOptions {
  exchange: FakeExchange;
  /** The contracts the fake's master lists (what the adapter's directory was loaded from). */
  scrips: readonly BrokerScrip[];
  /** The app's API secret the fake recomputes each checkSum with. */
  apiSecret: string;
  /**
   * How a dead session is answered: HTTP 200 with the documented "EC087" (Session Expired) by
   * default, or an HTTP 401 carrying it.
   */
  expiredAs?: "ec087" | "http401";
  /** Faults a test sets (and may change) while the fake runs. */
  faults?: FakeAliceBlueFaults;
  /** How the server runs besides Alice Blue's routes (a sandbox adds its login page). */
  server?: FakeServerOptions;
}

export interface FakeAliceBlueFaults {
  /** The next place answers something that is not the documented shape (the order is placed). */
  garbleNextPlaceAnswer?: boolean;
  /** The book does not list orders yet (a lagging book right after a place). */
  hideOrdersFromBook?: boolean;
  /** Once an order is placed, the book fails: with an EC code, or HTTP 429 (too many reads). */
  failBookAfterPlace?: "EC915" | "EC087" | 429;
  /**
   * The next place is refused inside an "Ok" answer: its result item is this (no
   * `brokerOrderId`; `{status: "Not_Ok", message}` as OpenAlgo reads it), and nothing is placed.
   */
  refuseNextPlaceInItem?: Record<string, string>;
  /**
   * The next place is booked, but its answer's item is this instead of `{requestTime,
   * brokerOrderId}`: an item with no id that must not be read as a refusal.
   */
  answerNextPlaceWith?: Record<string, string>;
  /**
   * The next place is answered with this whole body instead of the documented envelope (an
   * envelope whose status is not "Ok", say): the order is booked first when `booked`, else
   * nothing is placed.
   */
  answerNextPlaceEnvelope?: { body: Record<string, unknown>; booked: boolean };
  /** Rows the book lists besides the exchange's orders (some other kind of order, say). */
  extraBookRows?: unknown[];
  /** A field each of the exchange's orders leaves out of its book row (an odd row). */
  dropFromBookRows?: string;
  /** invalidateWsSess answers Not_Ok (as when there was no stream session to end). */
  refuseWsInvalidate?: boolean;
}

/** Login codes handed out at the fake's login page, per exchange: code → userId. */
const pendingLogins = new WeakMap<FakeExchange, Map<string, string>>();

/** The query Alice Blue's login redirect carries once `clientId` logged in at the fake. */
export function aliceBlueLoginRedirect(
  exchange: FakeExchange,
  clientId: string,
): Record<string, string> {
  const authCode = exchange.issueLoginCode(clientId);
  const pending = pendingLogins.get(exchange) ?? new Map<string, string>();
  pending.set(authCode, clientId);
  pendingLogins.set(exchange, pending);
  return { authCode, userId: clientId };
}

/** Segments whose orders are F&O: EC969 allows only NORMAL or INTRADAY there. */
const DERIVATIVE_SEGMENTS = new Set(["NFO", "BFO", "CDS", "BCD", "MCX"]);

function ok(c: Context, result: unknown[]) {
  return c.json({ status: "Ok", message: "Success", result });
}

/** Both stream-session calls answer the documented `result: [{Status: "OK"}]`. */
function wsSessionAnswer(c: Context) {
  return c.json({
    status: "Ok",
    message: "Success",
    infoMessage: null,
    result: [{ Status: "OK" }],
  });
}

/** A refusal as v2 answers it: a bare EC code (OpenAlgo's error_codes.py), HTTP 200. */
function notOk(c: Context, code: string) {
  return c.json({ status: "Not_Ok", message: code, result: [] });
}

/**
 * Alice Blue's v2 API, faked over HTTP from its docs: each route checks the request against
 * the schemas the adapter sends with (wire.ts), the Bearer session against the fake's
 * sessions, and the login's checkSum against sha256(userId + authCode + apiSecret).
 */
export function startFakeAliceBlue(options: FakeAliceBlueOptions): Promise<FakeBrokerServer> {
  const { exchange, apiSecret } = options;
  const scrips = new ScripDirectory("fake Alice Blue", options.scrips);

  /** The client of the request's Bearer session, or the broker's expired-session answer. */
  function clientOf(c: Context): string | Response {
    const token = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    const clientId = exchange.clientOf(token);
    if (clientId !== undefined) return clientId;
    const body = { status: "Not_Ok", message: "EC087", result: [] };
    return options.expiredAs === "http401" ? c.json(body, 401) : c.json(body);
  }

  return startFakeBrokerServer((app, validated) => {
    app.post(
      ALICE_BLUE_PATHS.session,
      validated(
        { headers: unauthenticatedJsonHeadersSchema, body: sessionRequestSchema },
        (c, request) => {
          const { checkSum } = sessionRequestSchema.parse(request.body);
          const pending = pendingLogins.get(exchange) ?? new Map<string, string>();
          for (const [authCode, userId] of pending) {
            const expected = createHash("sha256")
              .update(userId + authCode + apiSecret)
              .digest("hex");
            if (expected !== checkSum) continue;
            pending.delete(authCode);
            const clientId = exchange.redeemLoginCode(authCode);
            if (clientId === undefined) break;
            return c.json({ stat: "Ok", clientId, userSession: exchange.openSession(clientId) });
          }
          return c.json({ stat: "Not_ok", emsg: "Invalid auth code" });
        },
      ),
    );

    app.get(
      ALICE_BLUE_PATHS.profile,
      validated({ headers: bearerHeadersSchema }, (c) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        return ok(c, [
          {
            clientId,
            clientName: `Trader ${clientId}`,
            isTotpEnabled: "Y",
            isPoaProvided: "N",
            accountStatus: "Activated",
            exchanges: ["NSE", "NFO"],
            products: ["LONGTERM", "INTRADAY", "MTF"],
            orderComplexity: ["REGULAR", "AMO"],
          },
        ]);
      }),
    );

    app.get(
      ALICE_BLUE_PATHS.limits,
      validated({ headers: bearerHeadersSchema }, (c) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        return ok(c, [
          {
            tradingLimit: rupees(exchange.fundsOf(clientId)),
            openingCashLimit: rupees(exchange.fundsOf(clientId)),
            intradayPayin: 0,
            collateralMargin: 0,
            creditForSell: 0,
            adhocMargin: 0,
            utilizedMargin: 0,
            blockedForPayout: 0,
            utilizedSpanMargin: 0,
            utilizedExposureMargin: 0,
          },
        ]);
      }),
    );

    app.post(
      ALICE_BLUE_PATHS.basketMargin,
      validated({ headers: jsonHeadersSchema, body: basketMarginRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const legs = basketMarginRequestSchema.parse(request.body);
        // A crude figure: a bought leg costs its premium, a sold one 1.5 lakh per 100 units.
        let marginPaise = 0;
        for (const leg of legs) {
          const scrip = scrips.byTradingSymbol(leg.tradingSymbol);
          if (!scrip) return notOk(c, "EC947");
          const units = Number(leg.qty);
          marginPaise +=
            leg.transType === "B" ? units * exchange.priceOf(scrip.brokerToken) : units * 150_000;
        }
        return ok(c, [
          {
            status: "Ok",
            message: "Success",
            totalCashAvailable: paiseToDecimalString(paise(exchange.fundsOf(clientId))),
            preOrderMargin: "",
            postOrderMargin: paiseToDecimalString(paise(marginPaise)),
            currentOrderMargin: paiseToDecimalString(paise(marginPaise)),
            rmsValidationCheck: "",
            fundShort: "",
          },
        ]);
      }),
    );

    app.post(
      ALICE_BLUE_PATHS.placeOrder,
      validated({ headers: jsonHeadersSchema, body: placeOrderRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const envelope = options.faults?.answerNextPlaceEnvelope;
        if (envelope) options.faults!.answerNextPlaceEnvelope = undefined;
        if (envelope && !envelope.booked) return c.json(envelope.body);
        const refusal = options.faults?.refuseNextPlaceInItem;
        if (refusal) {
          options.faults!.refuseNextPlaceInItem = undefined;
          return ok(c, [refusal]);
        }
        const results = [];
        for (const item of placeOrderRequestSchema.parse(request.body)) {
          const scrip = scrips.byToken(item.instrumentId);
          if (!scrip) return notOk(c, "EC947");
          if (item.exchange !== scrip.exchange) return notOk(c, "EC901");
          if (item.quantity % scrip.lotSize !== 0) return notOk(c, "EC954");
          if (
            DERIVATIVE_SEGMENTS.has(item.exchange) &&
            !["NORMAL", "INTRADAY"].includes(item.product)
          ) {
            return notOk(c, "EC969");
          }
          const placed = exchange.place({
            tag: item.orderTag ?? "",
            clientId,
            brokerToken: scrip.brokerToken,
            tradingSymbol: scrip.tradingSymbol,
            side: item.transactionType,
            quantity: item.quantity,
            limitPrice: item.orderType === "LIMIT" ? parseRupees(item.price) : null,
            product: item.product,
            orderType: item.orderType,
          });
          results.push({ requestTime: "25-Nov-2026 10:15:00", brokerOrderId: placed.orderId });
        }
        if (options.faults?.garbleNextPlaceAnswer) {
          options.faults.garbleNextPlaceAnswer = false;
          return c.json({ status: "Ok", result: "accepted" });
        }
        if (envelope) return c.json(envelope.body);
        const answered = options.faults?.answerNextPlaceWith;
        if (answered) {
          options.faults!.answerNextPlaceWith = undefined;
          return ok(c, [answered]);
        }
        return ok(c, results);
      }),
    );

    app.post(
      ALICE_BLUE_PATHS.cancelOrder,
      validated({ headers: jsonHeadersSchema, body: cancelOrderRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const { brokerOrderId } = cancelOrderRequestSchema.parse(request.body);
        const order = exchange.order(brokerOrderId);
        if (!order || order.clientId !== clientId) return notOk(c, "EC997");
        exchange.cancel(brokerOrderId);
        return ok(c, [{ brokerOrderId, requestTime: "25-Nov-2026 10:15:00" }]);
      }),
    );

    app.get(
      ALICE_BLUE_PATHS.orderBook,
      validated({ headers: bearerHeadersSchema }, (c) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const failure = options.faults?.failBookAfterPlace;
        if (failure !== undefined && exchange.orders.length > 0) {
          return failure === 429
            ? c.json({ status: "Not_Ok", message: "Too many requests" }, 429)
            : notOk(c, failure);
        }
        const orders = options.faults?.hideOrdersFromBook ? [] : exchange.ordersOf(clientId);
        const dropped = options.faults?.dropFromBookRows;
        const rows: unknown[] = orders.map((order) => {
          const row: Record<string, unknown> = bookRowOf(order);
          if (dropped !== undefined) delete row[dropped];
          return row;
        });
        rows.push(...(options.faults?.extraBookRows ?? []));
        return rows.length === 0 ? notOk(c, "EC916") : ok(c, rows);
      }),
    );

    app.get(
      ALICE_BLUE_PATHS.positions,
      validated({ headers: bearerHeadersSchema }, (c) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const positions = exchange.positionsOf(clientId);
        if (positions.length === 0) return notOk(c, "EC920");
        return ok(
          c,
          positions.map((p) => positionRowOf(p, scrips.byToken(p.brokerToken)?.lotSize ?? 1)),
        );
      }),
    );

    app.post(
      ALICE_BLUE_PATHS.optionChain,
      validated({ headers: jsonHeadersSchema, body: optionChainRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        return ok(c, [{ data: chainOf(optionChainRequestSchema.parse(request.body)) }]);
      }),
    );

    // 11-websocket.md: the stream session a websocket connect needs, for the Bearer's client.
    app.post(
      ALICE_BLUE_PATHS.createWsSession,
      validated({ headers: jsonHeadersSchema, body: wsSessionRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const { userId } = wsSessionRequestSchema.parse(request.body);
        // No EC code is documented for these calls: the generic one stands in.
        if (userId !== clientId) return notOk(c, "EC003");
        fakeStreamSessionsOf(exchange).create(clientId);
        return wsSessionAnswer(c);
      }),
    );

    app.post(
      ALICE_BLUE_PATHS.invalidateWsSession,
      validated({ headers: jsonHeadersSchema, body: wsSessionRequestSchema }, (c, request) => {
        const clientId = clientOf(c);
        if (clientId instanceof Response) return clientId;
        const { userId } = wsSessionRequestSchema.parse(request.body);
        if (userId !== clientId) return notOk(c, "EC003");
        const had = fakeStreamSessionsOf(exchange).invalidate(clientId);
        if (!had && options.faults?.refuseWsInvalidate) return notOk(c, "EC003");
        return wsSessionAnswer(c);
      }),
    );
  }, options.server);

  /** The chain's rows: every listed option of the underlying's expiry, by strike. */
  function chainOf(request: OptionChainRequest) {
    const byStrike = new Map<number, Record<string, unknown>>();
    for (const scrip of options.scrips) {
      const instrument = instrumentByToken(scrip.instrumentToken);
      if (!instrument || instrument.type === "fut" || instrument.strike === null) continue;
      if (UNDERLYINGS[instrument.underlyingToken].symbol !== request.underlying) continue;
      if (chainExpiryOf(instrument.expiry) !== request.expiry) continue;
      const row = byStrike.get(instrument.strike) ?? {};
      row[instrument.type === "call" ? "CE" : "PE"] = {
        forInsName: instrument.prettyName,
        gval: "0",
        ltp: paiseToDecimalString(paise(exchange.priceOf(scrip.brokerToken))),
        oi: "0",
        pdc: "0",
        pdoi: "0",
        token: scrip.brokerToken,
        tradingsymbol: scrip.tradingSymbol,
      };
      byStrike.set(instrument.strike, row);
    }
    return [...byStrike.values()];
  }
}
