import type { Context } from "hono";
import type { z } from "zod";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { BrokerOrderStatus } from "../../broker";
import type { ScripDirectory } from "../../real/scrip-master";
import {
  startFakeBrokerServer,
  type FakeBrokerServer,
  type FakeServerOptions,
  type RecordedRequest,
} from "../../testing/fake-broker-server";
import type { FakeExchange, FakeOrder, FakePosition } from "../../testing/fake-exchange";
import {
  accessTokenRequestSchema,
  authorizedHeadersSchema,
  cancelOrderRequestSchema,
  clientCodeRequestSchema,
  jsonHeadersSchema,
  marketSnapshotRequestSchema,
  multiOrderMarginRequestSchema,
  MARKET_SNAPSHOT_MAX_SCRIPS,
  PATHS,
  placeOrderRequestSchema,
} from "./wire";

/** Where the fake serves 5paisa's API: the adapter's base URL is `server.url + this`. */
export const FAKE_API_PREFIX = "/VendorsAPI/Service1.svc";

export interface FivePaisaFakeCredentials {
  vendorKey: string;
  encryptionKey: string;
  userId: string;
}

/** 5paisa's OrderStatus of a fake order (docs: Order Book, "Order Status" table). */
const ORDER_STATUS: Record<BrokerOrderStatus, string> = {
  OPEN: "Pending",
  COMPLETE: "Fully Executed",
  REJECTED: "Rejected By 5P",
  CANCELLED: "Cancelled",
};

const rupees = (amount: number) => amount / 100;
const dotNetDate = (at: Date) => `/Date(${at.getTime()}+0530)/`;
/** The exchange's id of a fake order (5paisa's samples: 16 digits). */
export const exchOrderIdOf = (orderId: string) => `11000000${orderId.padStart(8, "0")}`;

/** A position carried from an earlier day, as 5paisa's BodQty and BODPositionPrice tell it. */
export interface CarriedPosition {
  brokerToken: string;
  tradingSymbol: string;
  /** D (delivery, NRML) or I. */
  product: string;
  /** Units at the start of the day: negative for a short. */
  quantity: number;
  /** BODPositionPrice as 5paisa writes it: rupees, up to four decimals (809.2514). */
  priceRupees: number;
}

/** Carried positions by client code: the fake's stand-in for earlier days. */
export type CarriedPositions = Map<string, CarriedPosition[]>;

/**
 * A local 5paisa speaking the Xtream wire format (wire.ts, from the docs' samples): every
 * request is checked against the documented head, headers and body; answers are the docs'
 * samples' shapes, failures included ("Invalid head parameters." for a wrong key, body.Status 9
 * "Invalid Session" / "Authentication Fails" once the session is gone, "Invalid ClientCode").
 * `server` is how it runs besides 5paisa's routes (a sandbox adds its login page and master).
 */
export async function startFakeFivePaisa(
  exchange: FakeExchange,
  credentials: FivePaisaFakeCredentials,
  scrips: ScripDirectory,
  carried: CarriedPositions = new Map(),
  server?: FakeServerOptions,
): Promise<FakeBrokerServer> {
  return startFakeBrokerServer((app, validated) => {
    const route = (path: string) => `${FAKE_API_PREFIX}${path}`;

    app.post(
      route(PATHS.accessToken),
      validated({ headers: jsonHeadersSchema, body: accessTokenRequestSchema }, (c, request) => {
        const { head, body } = accessTokenRequestSchema.parse(request.body);
        const trusted =
          head.Key === credentials.vendorKey &&
          body.EncryKey === credentials.encryptionKey &&
          body.UserId === credentials.userId;
        const clientId = trusted ? exchange.redeemLoginCode(body.RequestToken) : undefined;
        if (!clientId) {
          return c.json({
            body: {
              AccessToken: "",
              ClientCode: "",
              ClientName: "",
              Message: "Server Unable to process your request",
              Status: 2,
            },
            head: { Status: 0, StatusDescription: "Success" },
          });
        }
        return c.json({
          body: {
            AccessToken: exchange.openSession(clientId),
            ClientCode: clientId,
            ClientName: `Client ${clientId}`,
            CustomerType: "BASIC",
            Message: "Success",
            Status: 0,
          },
          head: { Status: 0, StatusDescription: "Success" },
        });
      }),
    );

    /** A call on a session: the head's key, the bearer token and the body's ClientCode checked. */
    function authorized<S extends z.ZodType<{ head: { key: string }; body: object }>>(
      path: string,
      schema: S,
      expired: { Message: string } & Record<string, unknown>,
      handle: (c: Context, clientId: string, body: z.infer<S>["body"]) => Response,
    ) {
      app.post(
        route(path),
        validated({ headers: authorizedHeadersSchema, body: schema }, (c, request) => {
          const { head, body } = schema.parse(request.body);
          const responseCode = `5P${path.replace(/\W/g, "")}`;
          if (head.key !== credentials.vendorKey) {
            return c.json({
              body: null,
              head: { responseCode, status: "2", statusDescription: "Invalid head parameters." },
            });
          }
          const clientId = exchange.clientOf(tokenOf(request));
          const success = { responseCode, status: "0", statusDescription: "Success" };
          if (!clientId) return c.json({ body: { ...expired, Status: 9 }, head: success });
          const code = (body as { ClientCode?: string }).ClientCode;
          if (code !== undefined && code !== clientId) {
            return c.json({ body: { Message: "Invalid ClientCode", Status: 2 }, head: success });
          }
          const answer = handle(c, clientId, body);
          return answer;
        }),
      );
    }

    const ok = (c: Context, path: string, body: Record<string, unknown>) =>
      c.json({
        body,
        head: {
          responseCode: `5P${path.replace(/\W/g, "")}`,
          status: "0",
          statusDescription: "Success",
        },
      });

    authorized(
      PATHS.placeOrder,
      placeOrderRequestSchema,
      { BrokerOrderID: 0, ClientCode: "", Message: "Authentication Fails" },
      (c, clientId, body) => {
        const order = exchange.place({
          tag: body.RemoteOrderID,
          clientId,
          brokerToken: body.ScripCode,
          tradingSymbol: scrips.byToken(body.ScripCode)?.tradingSymbol ?? body.ScripCode,
          side: body.OrderType === "B" ? "BUY" : "SELL",
          quantity: body.Qty,
          limitPrice: parseRupees(body.Price),
          product: body.IsIntraday ? "I" : "D",
          orderType: "L",
        });
        const rejected = order.status === "REJECTED";
        return ok(c, PATHS.placeOrder, {
          BrokerOrderID: Number(order.orderId),
          ClientCode: clientId,
          Exch: "N",
          ExchOrderID: "0",
          ExchType: "D",
          LocalOrderID: 0,
          Message: rejected ? order.reason : "Success",
          RMSResponseCode: rejected ? -1 : 1,
          RemoteOrderID: body.RemoteOrderID,
          ScripCode: Number(body.ScripCode),
          Status: rejected ? 1 : 0,
          Time: dotNetDate(order.placedAt),
        });
      },
    );

    authorized(
      PATHS.cancelOrder,
      cancelOrderRequestSchema,
      { BrokerOrderID: 0, Message: "Authentication Fails" },
      (c, clientId, body) => {
        const order = exchange
          .ordersOf(clientId)
          .find((o) => exchOrderIdOf(o.orderId) === body.ExchOrderID);
        if (!order) {
          return ok(c, PATHS.cancelOrder, { Message: "Order does not exist", Status: 1 });
        }
        exchange.cancel(order.orderId);
        return ok(c, PATHS.cancelOrder, {
          BrokerOrderID: Number(order.orderId),
          ClientCode: clientId,
          ExchOrderID: body.ExchOrderID,
          Message: "Success",
          Status: 0,
        });
      },
    );

    authorized(
      PATHS.orderBook,
      clientCodeRequestSchema,
      { Message: "Invalid Session", OrderBookDetail: [] },
      (c, clientId) => {
        const orders = exchange.ordersOf(clientId);
        if (orders.length === 0) {
          const none = "No Order found for this Client.";
          return ok(c, PATHS.orderBook, { Message: none, OrderBookDetail: [], Status: 1 });
        }
        return ok(c, PATHS.orderBook, {
          Message: "Success",
          OrderBookDetail: orders.map(orderBookRowOf),
          Status: 0,
        });
      },
    );

    authorized(
      PATHS.positions,
      clientCodeRequestSchema,
      { Message: "Invalid Session", NetPositionDetail: [] },
      (c, clientId) => {
        const rows = positionsWithCarried(exchange, clientId, carried).map(({ day: p, bod }) => {
          // Buy*/Sell* are the day's trades only; the carried quantity is BodQty at
          // BODPositionPrice (11-portfolio-management.md: the ICICIBANK sample, BodQty 5,
          // BuyQty 0, NetQty 5, BuyAvgRate 0). BookedPL here is the day's trades' alone.
          const buyAvg = p.buyQuantity > 0 ? p.buyValue / p.buyQuantity : 0;
          const sellAvg = p.sellQuantity > 0 ? p.sellValue / p.sellQuantity : 0;
          const closed = Math.min(p.buyQuantity, p.sellQuantity);
          return {
            BODPositionPrice: bod?.priceRupees ?? 0,
            BodQty: bod?.quantity ?? 0,
            BookedPL: rupees(Math.round(closed * (sellAvg - buyAvg))),
            BuyAvgRate: rupees(Math.round(buyAvg)),
            BuyQty: p.buyQuantity,
            BuyValue: rupees(p.buyValue),
            Exch: "N",
            ExchType: "D",
            LTP: rupees(exchange.priceOf(p.brokerToken)),
            MTOM: 0,
            Multiplier: 1,
            NetQty: p.netQuantity + (bod?.quantity ?? 0),
            OrderFor: p.product,
            PreviousClose: 0,
            ScripCode: Number(p.brokerToken),
            ScripName: p.tradingSymbol,
            SellAvgRate: rupees(Math.round(sellAvg)),
            SellQty: p.sellQuantity,
            SellValue: rupees(p.sellValue),
          };
        });
        return ok(c, PATHS.positions, {
          Message: rows.length > 0 ? "" : "No record found",
          NetPositionDetail: rows,
          Status: rows.length > 0 ? 0 : 1,
        });
      },
    );

    authorized(
      PATHS.margin,
      clientCodeRequestSchema,
      { ClientCode: null, EquityMargin: [], MFMargin: [], Message: "Invalid Session" },
      (c, clientId) =>
        ok(c, PATHS.margin, {
          ClientCode: clientId,
          EquityMargin: [
            {
              Ledgerbalance: rupees(exchange.fundsOf(clientId)),
              MarginUtilized: 0,
              NetAvailableMargin: rupees(exchange.fundsOf(clientId)),
            },
          ],
          MFMargin: [],
          Message: "",
          Status: 0,
          TimeStamp: dotNetDate(new Date(0)),
        }),
    );

    authorized(
      PATHS.multiOrderMargin,
      multiOrderMarginRequestSchema,
      { Message: "Invalid Session" },
      (c, clientId, body) => {
        // A stand-in for 5paisa's SPAN: premium for buys, five times the premium for sells.
        const paise = body.Orders.reduce(
          (sum, o) => sum + parseRupees(o.Price) * o.Qty * (o.OrderType === "S" ? 5 : 1),
          0,
        );
        return ok(c, PATHS.multiOrderMargin, {
          AvailableMargin: rupees(exchange.fundsOf(clientId)),
          Message: "Success",
          Status: 0,
          TotalMarginRequired: rupees(paise),
        });
      },
    );

    authorized(
      PATHS.marketSnapshot,
      marketSnapshotRequestSchema,
      { Data: [], Message: "Invalid Session" },
      (c, _clientId, body) =>
        ok(c, PATHS.marketSnapshot, {
          CacheTime: 5,
          // 5paisa answers a call of too many scrips with no rows at all (OpenAlgo data.py: 50
          // per call works, 100+ come back empty); the fake refuses anything past 50.
          Data: (body.Data.length > MARKET_SNAPSHOT_MAX_SCRIPS ? [] : body.Data).map((scrip) => ({
            Exch: scrip.Exchange,
            ExchType: scrip.ExchangeType,
            LastRate: rupees(exchange.priceOf(scrip.ScripCode)),
            Symbol: scrips.byToken(scrip.ScripCode)?.tradingSymbol ?? "",
            Token: Number(scrip.ScripCode),
            TotalQty: 0,
          })),
          Message: "Success",
          Status: 0,
          TimeStamp: dotNetDate(new Date(0)),
        }),
    );
  }, server);
}

function tokenOf(request: RecordedRequest): string | undefined {
  return /^bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
}

function orderBookRowOf(order: FakeOrder) {
  const market = order.limitPrice === null;
  return {
    AHProcess: "N",
    AfterHours: "N",
    AtMarket: market ? "Y" : "N",
    AveragePrice: order.averagePrice === null ? 0 : rupees(order.averagePrice),
    BrokerOrderId: Number(order.orderId),
    BrokerOrderTime: dotNetDate(order.placedAt),
    BuySell: order.side === "BUY" ? "B" : "S",
    DelvIntra: order.product,
    DisClosedQty: 0,
    Exch: "N",
    ExchOrderID: exchOrderIdOf(order.orderId),
    ExchOrderTime: dotNetDate(order.placedAt),
    ExchType: "D",
    OldorderQty: 0,
    OrderRequesterCode: order.clientId,
    OrderStatus: ORDER_STATUS[order.status],
    OrderValidity: 0,
    PendingQty: order.status === "OPEN" ? order.quantity - order.filledQuantity : 0,
    Qty: order.quantity,
    Rate: market ? 0 : rupees(order.limitPrice ?? 0),
    Reason: order.reason ?? "",
    RemoteOrderID: order.tag,
    RequestType: "P",
    SLTriggerRate: 0,
    SLTriggered: "N",
    ScripCode: Number(order.brokerToken),
    ScripName: order.tradingSymbol,
    TradedQty: order.filledQuantity,
    WithSL: "N",
  };
}

/** The day's positions of a client with what it carried in: one row per contract and product. */
function positionsWithCarried(exchange: FakeExchange, clientId: string, carried: CarriedPositions) {
  const key = (brokerToken: string, product: string) => `${brokerToken}:${product}`;
  const rows = new Map<string, { day: FakePosition; bod?: CarriedPosition }>();
  for (const day of exchange.positionsOf(clientId)) {
    rows.set(key(day.brokerToken, day.product), { day });
  }
  for (const bod of carried.get(clientId) ?? []) {
    const existing = rows.get(key(bod.brokerToken, bod.product));
    const day = existing?.day ?? {
      brokerToken: bod.brokerToken,
      tradingSymbol: bod.tradingSymbol,
      product: bod.product,
      netQuantity: 0,
      buyQuantity: 0,
      sellQuantity: 0,
      buyValue: 0,
      sellValue: 0,
    };
    rows.set(key(bod.brokerToken, bod.product), { day, bod });
  }
  return [...rows.values()];
}
