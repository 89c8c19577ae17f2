import type { Context } from "hono";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { ScripDirectory } from "../../real/scrip-master";
import {
  startFakeBrokerServer,
  type FakeBrokerServer,
  type FakeServerOptions,
  type RecordedRequest,
} from "../../testing/fake-broker-server";
import type { FakeExchange, FakeOrder } from "../../testing/fake-exchange";
import {
  accessTokenBodySchema,
  accessTokenQuerySchema,
  apiKeyQuerySchema,
  authHeadersSchema,
  cancelQuerySchema,
  clientQuerySchema,
  fundsQuerySchema,
  ltpBodySchema,
  marginBodySchema,
  orderBookQuerySchema,
  placeOrderBodySchema,
  positionsQuerySchema,
  userAgentHeadersSchema,
} from "./wire";

export interface FakeHdfcSkyOptions {
  exchange: FakeExchange;
  apiKey: string;
  apiSecret: string;
  /** The contracts the fake's master lists (their tokens and trading symbols). */
  directory: ScripDirectory;
  /** Answers the live API gives at times, switched on by a test (read on every request). */
  quirks?: FakeHdfcSkyQuirks;
  /** How the server runs besides HDFC SKY's routes (a sandbox adds its login page). */
  server?: FakeServerOptions;
}

/** Where the access token sits in the token answer (docs: `accessToken`; OpenAlgo auth_api.py). */
export type TokenAnswerShape =
  "accessToken" | "access_token" | "data.accessToken" | "data.access_token";

export interface FakeHdfcSkyQuirks {
  tokenAnswer?: TokenAnswerShape;
  /** An order book row as the broker sends it for an order (a field changed or left out). */
  orderRow?: (row: Record<string, unknown>, order: FakeOrder) => unknown;
}

/** fetch-ltp refuses a call for more instruments (OpenAlgo broker/hdfcsky/api/data.py, live). */
export const FAKE_LTP_MAX_ITEMS = 10;

/**
 * The NSE_INDEX tokens fetch-ltp prices (Nifty 50, Nifty Bank, Nifty Financial Services), each
 * at the exchange's price of that token: a test seeds it, a sandbox reads the simulated index.
 */
export const FAKE_INDEX_TOKENS: ReadonlySet<string> = new Set(["26000", "26009", "26037"]);

/** The docs' error envelope (docs 03-errors-and-exceptions, every call's "Error Response"). */
function brokerError(c: Context, status: 400 | 401 | 403, message: string, code = 40000) {
  return c.json({ status: "error", message, error_code: code, data: {} }, status);
}

const rupeesOf = (paise: number) => Number((paise / 100).toFixed(2));
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A local HDFC SKY Open API: the calls our adapter makes, each checked against the documented
 * request (wire.ts) and answered in the docs' response format, backed by a FakeExchange. An
 * expired or unknown token is answered 401 with the docs' "Request Unauthorised" sample; a
 * MARKET order 403, as the live API refuses them from an API key; a fetch-ltp call for more
 * than 10 instruments 400, as the live API refuses it (OpenAlgo saw "maximum 10 items allowed").
 */
export function startFakeHdfcSky(options: FakeHdfcSkyOptions): Promise<FakeBrokerServer> {
  const { exchange, apiKey, apiSecret } = options;
  const quirks = () => options.quirks ?? {};
  const symbolOf = (token: string) => options.directory.byToken(token)?.tradingSymbol;
  const userOrderIds = new Map<string, string>();
  let issued = 0;

  const wrongKey = (request: RecordedRequest) => request.query.api_key !== apiKey;

  /** The client of the request's token, or the broker's refusal. */
  function authorised(c: Context, request: RecordedRequest): string | Response {
    if (wrongKey(request)) return brokerError(c, 403, "Request forbidden");
    const clientId = exchange.clientOf(request.headers.authorization);
    if (!clientId) return brokerError(c, 401, "Request Unauthorised");
    const named = request.query.client_id ?? (request.body as { client_id?: string })?.client_id;
    if (named !== undefined && named !== clientId) {
      return brokerError(c, 403, "Request forbidden");
    }
    return clientId;
  }

  function orderRow(order: FakeOrder) {
    const statusOf: Record<FakeOrder["status"], string> = {
      OPEN: "CONFIRMED",
      COMPLETE: "COMPLETE",
      REJECTED: "REJECTED",
      CANCELLED: "CANCELLED",
    };
    return {
      trading_symbol: order.tradingSymbol,
      average_trade_price: 0,
      exchange: "NFO",
      pro_cli: "CLIENT",
      market_protection_percentage: 0,
      order_entry_time: seconds(order.placedAt),
      mode: "NEW",
      oms_order_id: order.orderId,
      disclosed_quantity: 0,
      price: order.limitPrice === null ? 0 : rupeesOf(order.limitPrice),
      order_tag: order.tag,
      device: "WEB",
      remaining_quantity: order.quantity - order.filledQuantity,
      last_activity_reference: 0,
      average_price: order.averagePrice === null ? 0 : rupeesOf(order.averagePrice),
      order_status_info: "",
      quantity: order.quantity,
      execution_type: "REGULAR",
      client_id: order.clientId,
      exchange_time: seconds(order.placedAt),
      order_side: order.side,
      login_id: order.clientId,
      validity: "DAY",
      instrument_token: Number(order.brokerToken),
      product: order.product,
      trigger_price: 0,
      segment: "",
      trade_price: 0,
      order_type: order.orderType,
      rejection_code: order.status === "REJECTED" ? 16388 : 0,
      leg_order_indicator: "",
      exchange_order_id: order.status === "REJECTED" ? "" : `1${order.orderId}`,
      order_status: statusOf[order.status],
      filled_quantity: order.filledQuantity,
      user_order_id: userOrderIds.get(order.orderId) ?? "",
      lot_size: 1,
      series: "",
      rejection_reason: order.reason ?? "NONE",
    };
  }

  return startFakeBrokerServer((app, validated) => {
    app.post(
      "/oapi/v1/access-token",
      validated(
        {
          headers: userAgentHeadersSchema,
          query: accessTokenQuerySchema,
          body: accessTokenBodySchema,
        },
        (c, request) => {
          const { apiSecret: secret } = request.body as { apiSecret: string };
          if (wrongKey(request) || secret !== apiSecret) {
            return brokerError(c, 401, "Invalid api key or secret");
          }
          const clientId = exchange.redeemLoginCode(request.query.request_token ?? "");
          if (!clientId) return brokerError(c, 400, "Request token is invalid or expired");
          const token = accessTokenFor(clientId, ++issued);
          exchange.openSession(clientId, token);
          return c.json(tokenAnswer(token, quirks().tokenAnswer ?? "accessToken"));
        },
      ),
    );

    app.get(
      "/oapi/v1/user/trading_info",
      validated({ headers: authHeadersSchema, query: clientQuerySchema }, (c, request) => {
        const client = authorised(c, request);
        if (client instanceof Response) return client;
        return c.json({
          data: {
            client_id: client,
            ddpi: false,
            exchanges_subscribed: ["NFO", "NSE"],
            name: `TRADER ${client}`,
            poa_enabled: true,
            products_enabled: ["NRML", "CNC", "MIS"],
            status: "active",
          },
          message: "",
          status: "success",
        });
      }),
    );

    app.get(
      "/oapi/v1/funds/view",
      validated({ headers: authHeadersSchema, query: fundsQuerySchema }, (c, request) => {
        const client = authorised(c, request);
        if (client instanceof Response) return client;
        return c.json({
          data: {
            client_id: client,
            headers: ["Description", "all"],
            realized_mtm: "0.00",
            unrealized_mtm: "0.00",
            values: [
              ["Available Margin", (exchange.fundsOf(client) / 100).toFixed(2)],
              ["Margin Used", "0.00"],
              ["Opening Balance", (exchange.fundsOf(client) / 100).toFixed(2)],
            ],
          },
          message: "",
          status: "success",
        });
      }),
    );

    app.get(
      "/oapi/v1/orders",
      validated({ headers: authHeadersSchema, query: orderBookQuerySchema }, (c, request) => {
        const client = authorised(c, request);
        if (client instanceof Response) return client;
        const pending = request.query.type === "pending";
        const orders = exchange
          .ordersOf(client)
          .filter((order) => (order.status === "OPEN") === pending)
          .map((order) => {
            const row = orderRow(order);
            return quirks().orderRow?.(row, order) ?? row;
          });
        return c.json({ data: { orders }, message: "", status: "success" });
      }),
    );

    app.post(
      "/oapi/v1/orders",
      validated(
        { headers: authHeadersSchema, query: apiKeyQuerySchema, body: placeOrderBodySchema },
        (c, request) => {
          const client = authorised(c, request);
          if (client instanceof Response) return client;
          const body = placeOrderBodySchema.parse(request.body);
          if (body.order_type !== "LIMIT") {
            return brokerError(c, 403, "algo orders from merchant can only of Limit type");
          }
          const tradingSymbol = symbolOf(body.instrument_token);
          if (!tradingSymbol) return brokerError(c, 400, "`instrument_token` is invalid", 44000);
          const order = exchange.place({
            tag: body.tags?.[0] ?? "",
            clientId: client,
            brokerToken: body.instrument_token,
            tradingSymbol,
            side: body.order_side,
            quantity: body.quantity,
            limitPrice: parseRupees(body.price),
            product: body.product,
            orderType: body.order_type,
          });
          userOrderIds.set(order.orderId, String(body.user_order_id));
          return c.json({
            data: { oms_order_id: order.orderId, user_order_id: body.user_order_id },
            message: "Order place successfully",
            status: "success",
          });
        },
      ),
    );

    app.delete(
      "/oapi/v1/orders/:id",
      validated({ headers: authHeadersSchema, query: cancelQuerySchema }, (c, request) => {
        const client = authorised(c, request);
        if (client instanceof Response) return client;
        const orderId = c.req.param("id") ?? "";
        const order = exchange.order(orderId);
        if (!order || order.clientId !== client) {
          return brokerError(c, 400, "Something went wrong", 45010);
        }
        if (order.status !== "OPEN") {
          return brokerError(c, 400, "Error from backend: (16273)-Order is not open", 45000);
        }
        exchange.cancel(orderId);
        return c.json({
          data: { oms_order_id: orderId },
          message: `Order cancellation request submitted for OMS Order: ${orderId}`,
          status: "success",
        });
      }),
    );

    app.get(
      "/oapi/v1/positions",
      validated({ headers: authHeadersSchema, query: positionsQuerySchema }, (c, request) => {
        const client = authorised(c, request);
        if (client instanceof Response) return client;
        const rows = exchange.positionsOf(client).map((p) => {
          const buyAverage = p.buyQuantity ? p.buyValue / p.buyQuantity : 0;
          const sellAverage = p.sellQuantity ? p.sellValue / p.sellQuantity : 0;
          const closed = Math.min(p.buyQuantity, p.sellQuantity);
          return {
            average_buy_price: rupeesOf(Math.round(buyAverage)),
            average_price: 0,
            average_sell_price: rupeesOf(Math.round(sellAverage)),
            buy_amount: rupeesOf(p.buyValue),
            buy_quantity: p.buyQuantity,
            client_id: client,
            exchange: "NFO",
            instrument_token: Number(p.brokerToken),
            ltp: rupeesOf(exchange.priceOf(p.brokerToken)),
            net_quantity: p.netQuantity,
            product: p.product,
            realized_mtm: rupeesOf(Math.round(closed * (sellAverage - buyAverage))),
            segment: "FutOpt",
            sell_amount: rupeesOf(p.sellValue),
            sell_quantity: p.sellQuantity,
            token: Number(p.brokerToken),
            trading_symbol: p.tradingSymbol,
          };
        });
        return c.json({ data: rows, message: "", status: "success" });
      }),
    );

    app.put(
      "/oapi/v1/fetch-ltp",
      validated(
        { headers: authHeadersSchema, query: apiKeyQuerySchema, body: ltpBodySchema },
        (c, request) => {
          const client = authorised(c, request);
          if (client instanceof Response) return client;
          const { data } = ltpBodySchema.parse(request.body);
          if (data.length > FAKE_LTP_MAX_ITEMS) {
            return brokerError(c, 400, `maximum ${FAKE_LTP_MAX_ITEMS} items allowed`);
          }
          const rows = data.flatMap(({ exchange: segment, token }) => {
            const ltp =
              segment === "NFO" && symbolOf(token) !== undefined
                ? rupeesOf(exchange.priceOf(token))
                : segment === "NSE_INDEX" && FAKE_INDEX_TOKENS.has(token)
                  ? rupeesOf(exchange.priceOf(token))
                  : undefined;
            return ltp === undefined
              ? []
              : [{ prev_close: ltp, ltp, exchange: segment, token: Number(token) }];
          });
          return c.json({ data: rows, meta: { statusCode: "OK", statusMsg: "OK" } });
        },
      ),
    );

    app.post(
      "/oapi/v1/margin",
      validated(
        { headers: authHeadersSchema, query: apiKeyQuerySchema, body: marginBodySchema },
        (c, request) => {
          const client = authorised(c, request);
          if (client instanceof Response) return client;
          const { data } = marginBodySchema.parse(request.body);
          const blocks = data.map((leg) => {
            const value = Number(leg.price) * Number(leg.quantity);
            const notional = leg.underlying * Number(leg.quantity);
            const selling = leg.side === "SELL";
            return {
              span: selling ? Number((notional * 0.09).toFixed(2)) : 0,
              exposure_margin: selling ? Number((notional * 0.02).toFixed(3)) : 0,
              premium_margin: selling ? 0 : Number(value.toFixed(2)),
              premium_benefit: selling ? Number(value.toFixed(2)) : 0,
            };
          });
          const sum = (key: keyof (typeof blocks)[number]) =>
            Number(blocks.reduce((total, block) => total + block[key], 0).toFixed(3));
          // Hedged legs block less together: the fake takes a flat 30% off the SPAN.
          const combined = {
            span: Number((sum("span") * (data.length > 1 ? 0.7 : 1)).toFixed(2)),
            exposure_margin: sum("exposure_margin"),
            premium_margin: sum("premium_margin"),
            premium_benefit: sum("premium_benefit"),
          };
          return c.json({
            error: { code: 0, message: "" },
            result: { combined_margin: combined, individual_margin_values: blocks },
          });
        },
      ),
    );
  }, options.server);
}

/** The token answer in one of the shapes the broker is seen to send. */
function tokenAnswer(token: string, shape: TokenAnswerShape): Record<string, unknown> {
  const [wrapper, field] = shape.startsWith("data.")
    ? ["data", shape.slice("data.".length)]
    : [undefined, shape];
  const fields = { [field]: token };
  return wrapper ? { data: fields, status: "success", message: "" } : fields;
}

/** An unsigned token of the broker's shape (a JWT whose `sub` is the client). */
export function accessTokenFor(clientId: string, serial: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { sub: clientId, exp: 1_900_000_000 + serial, merchant_api_key: "fake" };
  return `${part({ alg: "HS384", typ: "JWT" })}.${part(claims)}.ZmFrZS1zaWduYXR1cmU`;
}
