import type { Context } from "hono";
import { parseRupees, paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { paise } from "../../../../lib/money/paise";
import { systemClock } from "../../../../lib/time/clock";
import type { ScripDirectory } from "../../real/scrip-master";
import {
  startFakeBrokerServer,
  type FakeBrokerServer,
  type FakeServerOptions,
  type RecordedRequest,
} from "../../testing/fake-broker-server";
import type { FakeExchange, FakeOrder, FakePosition } from "../../testing/fake-exchange";
import { iiflCapitalChecksum } from "./iifl-capital";
import {
  NSE_FO,
  bearerHeadersSchema,
  marketQuotesRequestSchema,
  placeOrdersRequestSchema,
  spanExposureRequestSchema,
  userSessionRequestSchema,
  type PlaceOrder,
  type SpanExposureLeg,
} from "./wire";

/*
 * A local IIFL Capital over real HTTP, answering in the docs' own shapes (marketcalls/
 * broker-api-docs iiflcapital-api-docs/*.md, the same samples the wire schemas follow) and
 * checking every request with the wire.ts request schemas. Where the docs show no sample (an
 * expired session, no positions, a refused cancellation) it answers with the documented error
 * codes of 12-error-codes.md, in the documented `{status, message}` frame; an empty order book
 * as OpenAlgo saw IIFL answer one, `[{"status": "ok"}]`.
 */

export interface FakeIiflCapitalOptions {
  /** The app secret the fake recomputes each login's checkSum with. */
  appSecret: string;
  /** The contracts the fake's master lists (their trading symbols, for the order book). */
  scrips: ScripDirectory;
  /** The clock of quote timestamps (the adapter does not read them); the wall clock by default. */
  now?: () => Date;
  /**
   * The path IIFL's API is served under: the root by default (tests point `baseUrls.api` at the
   * fake), "/v1" for a sandbox, whose fetch keeps the real URL's path (api.iiflcapital.com/v1).
   */
  basePath?: string;
  /** How the server runs besides IIFL's routes (a sandbox adds its login page and master). */
  server?: FakeServerOptions;
}

interface PendingLogin {
  clientId: string;
  authCode: string;
}

/** Logins done at the fake's login page and not yet exchanged, per exchange. */
const pendingLogins = new WeakMap<FakeExchange, PendingLogin[]>();

/**
 * The query IIFL's login page redirects back with once `clientId` logged in (03-user.md "Daily
 * Login Steps": `authCode` and `clientId`).
 */
export function iiflCapitalLoginRedirect(
  exchange: FakeExchange,
  clientId: string,
): Record<string, string> {
  const authCode = exchange.issueLoginCode(clientId);
  const pending = pendingLogins.get(exchange) ?? [];
  pending.push({ clientId, authCode });
  pendingLogins.set(exchange, pending);
  return { authCode, clientId };
}

/** 12-error-codes.md EC044, with HTTP 401 (the status is not documented: see the broker doc). */
const INVALID_TOKEN = { status: "EC044", message: "Token is not valid." };
const OK = { status: "Ok", message: "Success" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "20-Sep-2024 16:05:33" in India time, as IIFL stamps orders. */
function istStamp(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return (
    `${two(ist.getUTCDate())}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()} ` +
    `${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}:${two(ist.getUTCSeconds())}`
  );
}

/** Paise as an order row's price string, in paise as the docs give them ("18765.0"). */
function paiseText(amount: number | null): string {
  return `${amount ?? 0}.0`;
}

/** Paise as IIFL's rupee decimal string ("187.65"). */
function rupees(amount: number): string {
  return paiseToDecimalString(paise(amount));
}

export async function startFakeIiflCapital(
  exchange: FakeExchange,
  options: FakeIiflCapitalOptions,
): Promise<FakeBrokerServer> {
  const now = options.now ?? (() => systemClock.now());
  /** A route's path under the API's base path. */
  const at = (path: string) => `${options.basePath ?? ""}${path}`;

  /** The client of the request's Bearer session, or the 401 IIFL answers a dead one with. */
  function clientOr401(c: Context, request: RecordedRequest): string | Response {
    const token = request.headers.authorization?.replace(/^Bearer /, "");
    return exchange.clientOf(token) ?? c.json(INVALID_TOKEN, 401);
  }

  function orderRow(order: FakeOrder) {
    return {
      clientId: order.clientId,
      placedBy: order.clientId,
      brokerOrderId: order.orderId,
      exchangeOrderId: `11000000${order.orderId}`,
      orderStatus: order.status.toLowerCase(),
      formattedInstrumentName: order.tradingSymbol,
      tradingSymbol: order.tradingSymbol,
      instrumentId: order.brokerToken,
      exchange: NSE_FO,
      transactionType: order.side,
      quantity: String(order.quantity),
      product: order.product,
      orderComplexity: "REGULAR",
      orderType: order.orderType,
      // Order rows' prices in paise, as the docs' samples ("180000.0"): ORDER_BOOK_PRICE_UNIT.
      price: paiseText(order.limitPrice),
      averageTradedPrice: paiseText(order.averagePrice),
      slTriggerPrice: "0.0",
      validity: "DAY",
      disclosedQty: "0",
      marketProtectionPercent: "0.0",
      exchangeTimestamp: istStamp(order.placedAt),
      exchangeUpdateTime: istStamp(order.placedAt),
      rejectionReason: order.reason ?? "",
      mainLegOrderId: "NA",
      pendingQuantity: String(order.status === "OPEN" ? order.quantity - order.filledQuantity : 0),
      filledQuantity: String(order.filledQuantity),
      appKey: "NA",
      apiOrderSource: "API",
      algoId: "",
      source: "API",
      orderTag: order.tag || "NA",
      brokerUpdateTime: istStamp(order.placedAt),
    };
  }

  function positionRow(position: FakePosition) {
    const average = (value: number, quantity: number) =>
      quantity === 0 ? "0.00" : rupees(Math.round(value / quantity));
    const net = position.netQuantity;
    const openValue =
      net > 0
        ? position.buyValue / position.buyQuantity
        : position.sellValue / position.sellQuantity;
    return {
      instrumentId: position.brokerToken,
      tradingSymbol: position.tradingSymbol,
      formattedInstrumentName: position.tradingSymbol,
      exchange: NSE_FO,
      product: position.product,
      netQuantity: net,
      netAveragePrice: net === 0 ? "0" : rupees(Math.round(openValue)),
      overnightQuantity: 0,
      overnightPrice: "0",
      buyQuantity: position.buyQuantity,
      buyPrice: average(position.buyValue, position.buyQuantity),
      sellQuantity: position.sellQuantity,
      sellPrice: average(position.sellValue, position.sellQuantity),
      dayBuyQuantity: String(position.buyQuantity),
      dayBuyValue: rupees(position.buyValue),
      daySellQuantity: String(position.sellQuantity),
      daySellValue: rupees(position.sellValue),
      multiplier: "1",
      lotSize: String(options.scrips.byToken(position.brokerToken)?.lotSize ?? 1),
      tickSize: "0.05",
    };
  }

  /** A toy SPAN: ₹150 a unit sold, exposure ₹30 a unit sold, premium of the units bought. */
  function spanOf(legs: readonly SpanExposureLeg[]) {
    let span = 0;
    let exposure = 0;
    let premium = 0;
    for (const leg of legs) {
      if (leg.transactionType === "SELL") {
        span += leg.quantity * 15_000;
        exposure += leg.quantity * 3_000;
      } else premium += leg.quantity * exchange.priceOf(leg.instrumentId);
    }
    return {
      span: rupees(span),
      exposureMargin: rupees(exposure),
      totalMargin: rupees(span + exposure),
      buyPremium: rupees(premium),
    };
  }

  function place(clientId: string, order: PlaceOrder) {
    const scrip = options.scrips.byToken(order.instrumentId);
    if (!scrip) return { status: "EC947", message: "instrumentId does not exist." };
    const placed = exchange.place({
      tag: order.orderTag,
      clientId,
      brokerToken: order.instrumentId,
      tradingSymbol: scrip.tradingSymbol,
      side: order.transactionType,
      quantity: Number(order.quantity),
      limitPrice: order.price === undefined ? null : parseRupees(order.price),
      product: order.product,
      orderType: order.orderType,
    });
    return {
      status: "Success",
      message: "Success",
      brokerOrderId: placed.orderId,
      requestTime: istStamp(placed.placedAt),
    };
  }

  const bearer = { headers: bearerHeadersSchema };

  return startFakeBrokerServer((app, validated) => {
    // 03-user.md "Get User Session".
    app.post(
      at("/getusersession"),
      validated({ body: userSessionRequestSchema }, (c, request) => {
        const { checkSum } = userSessionRequestSchema.parse(request.body);
        const pending = pendingLogins.get(exchange) ?? [];
        const login = pending.find(
          ({ clientId, authCode }) =>
            iiflCapitalChecksum(clientId, authCode, options.appSecret) === checkSum,
        );
        const clientId = login && exchange.redeemLoginCode(login.authCode);
        if (!login || !clientId) {
          return c.json({ status: "Not_Ok", message: "Invalid checkSum or authCode expired" });
        }
        pending.splice(pending.indexOf(login), 1);
        return c.json({ status: "Ok", userSession: exchange.openSession(clientId) });
      }),
    );

    // 03-user.md "Profile".
    app.get(
      at("/profile"),
      validated(bearer, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        return c.json({
          ...OK,
          result: {
            clientId,
            clientName: `Trader ${clientId}`,
            isTotpEnabled: "Y",
            isPoaProvided: "Y",
            accountStatus: "Na",
            exchanges: ["NSEEQ", "NSEFO"],
            products: ["NORMAL", "INTRADAY", "DELIVERY"],
            orderComplexity: ["REGULAR", "AMO"],
            email: `${clientId.toLowerCase()}@example.com`,
            phoneNumber: "9********1",
          },
        });
      }),
    );

    // 03-user.md "Limits".
    app.get(
      at("/limits"),
      validated(bearer, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        return c.json({
          ...OK,
          result: {
            tradingLimit: Number(rupees(exchange.fundsOf(clientId))),
            openingCashLimit: 0,
            intradayPayin: 0,
            collateralMargin: 0,
            creditForSell: 0,
            adhocMargin: 0,
            utilizedMargin: 0,
            blockedForPayout: 0,
            utilizedSpanMargin: 0,
            utilizedExposureMargin: 0,
          },
        });
      }),
    );

    // 04-margin.md "SPAN and Exposure Margin": the figures bare, as the docs show them.
    app.post(
      at("/spanexposure"),
      validated({ ...bearer, body: spanExposureRequestSchema }, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        return c.json(spanOf(spanExposureRequestSchema.parse(request.body)));
      }),
    );

    // 05-orders.md "Place Order": one result per order sent.
    app.post(
      at("/orders"),
      validated({ ...bearer, body: placeOrdersRequestSchema }, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        const orders = placeOrdersRequestSchema.parse(request.body);
        return c.json({ ...OK, result: orders.map((order) => place(clientId, order)) });
      }),
    );

    // 05-orders.md "Cancel Order".
    app.delete(
      at("/orders/:brokerOrderId"),
      validated(bearer, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        const order = exchange.order(c.req.param("brokerOrderId") ?? "");
        if (!order || order.clientId !== clientId) {
          return c.json({
            status: "EC997",
            message: "Order not in the order book — cannot be cancelled. Verify the order details.",
          });
        }
        if (order.status !== "OPEN")
          return c.json({ status: "EC995", message: "No order to cancel." });
        exchange.cancel(order.orderId);
        return c.json({
          ...OK,
          result: {
            status: "Success",
            message: "Success",
            brokerOrderId: order.orderId,
            requestTime: istStamp(order.placedAt),
          },
        });
      }),
    );

    // 05-orders.md "Order Book": a bare array, as the docs show it. Empty, a lone status stub,
    // as OpenAlgo saw IIFL answer one (broker/iiflcapital/mapping/order_data.py `_extract_rows`);
    // the docs' EC916 "no orders" is answered by the adapter tests' stand-ins.
    app.get(
      at("/orders"),
      validated(bearer, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        const orders = exchange.ordersOf(clientId);
        if (orders.length === 0) return c.json([{ status: "ok" }]);
        return c.json(orders.map(orderRow));
      }),
    );

    // 07-portfolio.md "Positions"; EC920 when there are none.
    app.get(
      at("/positions"),
      validated(bearer, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        const positions = exchange.positionsOf(clientId);
        if (positions.length === 0) {
          return c.json({ status: "EC920", message: "No positions found for this user." });
        }
        return c.json({ ...OK, result: positions.map(positionRow) });
      }),
    );

    // 09-market-data-apis.md "Market Quotes".
    app.post(
      at("/marketdata/marketquotes"),
      validated({ ...bearer, body: marketQuotesRequestSchema }, (c, request) => {
        const clientId = clientOr401(c, request);
        if (typeof clientId !== "string") return clientId;
        const wanted = marketQuotesRequestSchema.parse(request.body);
        return c.json({
          ...OK,
          result: wanted.map(({ exchange: segment, instrumentId }) => {
            const ltp = Number(rupees(exchange.priceOf(instrumentId)));
            return {
              exchange: segment,
              instrumentId: Number(instrumentId),
              ltp,
              lastTradedQuantity: 65,
              averageTradedPrice: ltp,
              tradedVolume: 1_000_000,
              open: ltp,
              high: ltp,
              low: ltp,
              close: ltp,
              tickTimestamp: istStamp(now()),
            };
          }),
        });
      }),
    );
  }, options.server);
}
