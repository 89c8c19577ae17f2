import { z } from "zod";

/**
 * 5paisa Xtream Open APIs, as documented at xstream.5paisa.com/dev-docs (a Markdown copy is in
 * the public marketcalls/broker-api-docs repository, fivepaisa-api-docs/*.md). Every call is a
 * POST of `{head: {key}, body: {...}}` JSON with `Authorization: bearer <access token>`, and every
 * answer is `{head: {status, statusDescription}, body: {..., Status, Message}}` with HTTP 200:
 * body.Status 9 ("Invalid Session", "Authentication Fails") is an expired session. Field names
 * are spelled exactly as the docs' samples spell them. The fake (fake-five-paisa.ts) validates
 * requests with the request schemas here.
 */

/** REST base of every call (docs: every REQUEST URL). */
export const FIVE_PAISA_API = "https://Openapi.5paisa.com/VendorsAPI/Service1.svc";

export const PATHS = {
  accessToken: "/GetAccessToken",
  placeOrder: "/V1/PlaceOrderRequest",
  cancelOrder: "/V1/CancelOrderRequest",
  orderBook: "/V3/OrderBook",
  positions: "/V2/NetPositionNetWise",
  margin: "/V4/Margin",
  multiOrderMargin: "/MultiOrderMargin",
  marketSnapshot: "/MarketSnapshot",
} as const;

/** NSE (Exch "N") derivatives (ExchType "D"): the only segment we trade. */
export const NSE = "N";
export const DERIVATIVES = "D";

/** body.Status of a session 5paisa no longer accepts (docs: Order Book, Positions, Margin). */
export const INVALID_SESSION_STATUS = 9;

const numeric = z.union([z.number(), z.string()]);
/** The docs write prices as numbers in samples and DOUBLE/STRING in tables: both are read. */
export const rupeeAmount = numeric;

// ---------------------------------------------------------------------------------------------
// Envelopes

/** `Authorization: bearer <token>` (docs' header tables; their cURL samples write "Bearer"). */
export const authorizedHeadersSchema = z.looseObject({
  authorization: z.string().regex(/^bearer \S+$/i),
  "content-type": z.string().regex(/^application\/json/),
});

export const jsonHeadersSchema = z.looseObject({
  "content-type": z.string().regex(/^application\/json/),
});

function request<B extends z.ZodType>(body: B) {
  return z.strictObject({ head: z.strictObject({ key: z.string().min(1) }), body });
}

/** Every answer's head; GetAccessToken spells it Status/StatusDescription. */
export const answerHeadSchema = z.looseObject({
  status: z.string().optional(),
  statusDescription: z.string().optional(),
  Status: z.number().optional(),
  StatusDescription: z.string().optional(),
});

export const envelopeSchema = z.looseObject({
  head: answerHeadSchema.nullish(),
  body: z.unknown(),
});

/** What every answer body carries: its status code and message. */
export const bodyStatusSchema = z.looseObject({
  Status: z.number().optional(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Access Token: fivepaisa-api-docs/06-user-authentication.md
// (xstream.5paisa.com/dev-docs/user-authentication-system/access-token)

export const accessTokenRequestSchema = z.strictObject({
  head: z.strictObject({ Key: z.string().min(1) }),
  body: z.strictObject({
    RequestToken: z.string().min(1),
    EncryKey: z.string().min(1),
    UserId: z.string().min(1),
  }),
});

export const accessTokenBodySchema = z.looseObject({
  AccessToken: z.string(),
  ClientCode: z.string(),
  ClientName: z.string().nullish(),
  Message: z.string().nullish(),
  Status: z.number().optional(),
});

// ---------------------------------------------------------------------------------------------
// Place Order: fivepaisa-api-docs/07-order-management.md
// (xstream.5paisa.com/dev-docs/order-management-system/place-order)

export const placeOrderRequestSchema = request(
  z.strictObject({
    /** B or S. */
    OrderType: z.enum(["B", "S"]),
    Exchange: z.literal(NSE),
    ExchangeType: z.literal(DERIVATIVES),
    ScripCode: z.string().regex(/^\d+$/),
    /** Rupees; 5paisa takes 0 as at-market, which we never send (market protection). */
    Price: z.number().positive(),
    Qty: z.number().int().positive(),
    StopLossPrice: z.literal(0),
    DisQty: z.literal(0),
    IsIntraday: z.boolean(),
    AHPlaced: z.literal("N"),
    /** The client's own id of the order, searched in the order book for idempotency. */
    RemoteOrderID: z.string().min(1),
  }),
);
export type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>["body"];

export const placeOrderBodySchema = z.looseObject({
  BrokerOrderID: numeric,
  Message: z.string().nullish(),
  /** 0 success; 1 5paisa RMS response (a rejection); 2 invalid input; 9 authentication fails. */
  Status: z.number(),
  RemoteOrderID: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Cancel Order: fivepaisa-api-docs/07-order-management.md
// (xstream.5paisa.com/dev-docs/order-management-system/cancel-order)

export const cancelOrderRequestSchema = request(z.strictObject({ ExchOrderID: z.string().min(1) }));

export const cancelOrderBodySchema = z.looseObject({
  Message: z.string().nullish(),
  Status: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Order Book (V3): fivepaisa-api-docs/08-order-tracking.md
// (xstream.5paisa.com/dev-docs/order-tracking-system/order-book)

export const clientCodeRequestSchema = request(z.strictObject({ ClientCode: z.string().min(1) }));

export const orderBookRowSchema = z.looseObject({
  AtMarket: z.enum(["Y", "N"]),
  AveragePrice: rupeeAmount,
  BrokerOrderId: numeric,
  BrokerOrderTime: z.string().nullish(),
  BuySell: z.enum(["B", "S"]),
  DelvIntra: z.string(),
  Exch: z.string(),
  ExchOrderID: z.string().nullish(),
  ExchType: z.string(),
  OrderStatus: z.string(),
  PendingQty: z.number().optional(),
  Qty: z.number(),
  Rate: rupeeAmount,
  Reason: z.string().nullish(),
  RemoteOrderID: z.string().nullish(),
  ScripCode: numeric,
  ScripName: z.string().nullish(),
  TradedQty: z.number(),
});
export type OrderBookRow = z.infer<typeof orderBookRowSchema>;

/** The book's rows are read one by one (order-book-rows.ts): one odd row spoils no other. */
export const orderBookBodySchema = z.looseObject({
  OrderBookDetail: z.array(z.unknown()).nullish(),
  Status: z.number(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Net-wise Position (V2): fivepaisa-api-docs/11-portfolio-management.md
// (xstream.5paisa.com/dev-docs/portfolio-management-system/netwise-positions)

export const positionRowSchema = z.looseObject({
  /** The price of the units carried in (BodQty); read for them only. */
  BODPositionPrice: rupeeAmount.nullish(),
  BodQty: z.number().nullish(),
  /** 5paisa's booked P&L; its scope for carried units is not documented, so not used. */
  BookedPL: rupeeAmount.nullish(),
  BuyAvgRate: rupeeAmount,
  BuyQty: z.number(),
  BuyValue: rupeeAmount.nullish(),
  Exch: z.string(),
  ExchType: z.string(),
  LTP: rupeeAmount,
  NetQty: z.number(),
  OrderFor: z.string(),
  ScripCode: numeric,
  ScripName: z.string().nullish(),
  SellAvgRate: rupeeAmount,
  SellQty: z.number(),
  SellValue: rupeeAmount.nullish(),
});
export type PositionRow = z.infer<typeof positionRowSchema>;

export const positionsBodySchema = z.looseObject({
  NetPositionDetail: z.array(positionRowSchema).nullish(),
  Status: z.number(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Margin (V4): fivepaisa-api-docs/12-funds-management.md
// (xstream.5paisa.com/dev-docs/funds-management-system/margin)

export const marginBodySchema = z.looseObject({
  EquityMargin: z.array(z.looseObject({ NetAvailableMargin: rupeeAmount })).nullish(),
  Status: z.number(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Multi Order Margin: fivepaisa-api-docs/12-funds-management.md
// (xstream.5paisa.com/dev-docs/funds-management-system/Multi%20order%20margin). The field table
// names the fields with spaces ("Client Code", "Cover Positions"); the sample request spells
// them as below, as every other call does: we follow the sample.

export const multiOrderMarginRequestSchema = request(
  z.strictObject({
    ClientCode: z.string().min(1),
    CoverPositions: z.enum(["Y", "N"]),
    Orders: z
      .array(
        z.strictObject({
          Exch: z.literal(NSE),
          ExchType: z.literal(DERIVATIVES),
          ScripCode: z.string().regex(/^\d+$/),
          ScripData: z.literal(""),
          PlaceModifyCancel: z.literal("P"),
          OrderType: z.enum(["B", "S"]),
          Price: z.number().nonnegative(),
          Qty: z.number().int().positive(),
          IsIntraday: z.boolean(),
        }),
      )
      .min(1),
  }),
);

export const multiOrderMarginBodySchema = z.looseObject({
  TotalMarginRequired: rupeeAmount,
  Status: z.number(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Market Snapshot: fivepaisa-api-docs/09-market-data-rest.md
// (xstream.5paisa.com/dev-docs/market-data-system/market-snapshot). The sample request spells
// the scrip's fields Exchange/ExchangeType (the table writes Exch/ExchType); the answer's rows
// carry Exch/ExchType/Token.

/**
 * Scrips per MarketSnapshot call. 5paisa's page states no limit; OpenAlgo's working adapter
 * (broker/fivepaisa/api/data.py, get_multiquotes) sends 50 a call because 5paisa answers larger
 * calls (100+) with no rows. Where between 50 and 100 it stops is not known: 50 is what works.
 */
export const MARKET_SNAPSHOT_MAX_SCRIPS = 50;

export const marketSnapshotRequestSchema = request(
  z.strictObject({
    ClientCode: z.string().min(1),
    Data: z
      .array(
        z.strictObject({
          Exchange: z.literal(NSE),
          ExchangeType: z.literal(DERIVATIVES),
          ScripCode: z.string().regex(/^\d+$/),
          ScripData: z.literal(""),
        }),
      )
      .min(1),
  }),
);

export const marketSnapshotBodySchema = z.looseObject({
  Data: z
    .array(z.looseObject({ LastRate: rupeeAmount, Token: numeric, Exch: z.string().optional() }))
    .nullish(),
  Status: z.number(),
  Message: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Market feed websocket: fivepaisa-api-docs/10-market-data-websocket.md
// (xstream.5paisa.com/dev-docs/market-data-system/web-socket). JSON text frames both ways.

/**
 * The feed's endpoint; the client appends `?Value1=<access token>|<client code>`. Order updates
 * are sharded by the token's RedirectServer claim (aopenfeed/bopenfeed/openfeed), but the docs
 * (08-order-tracking.md, "Web Socket Trade Confirmation") say market feed works on any host.
 */
export const FIVE_PAISA_FEED_URL = "wss://openfeed.5paisa.com/feeds/api/chat";

/** The Method of the last-traded-price feed (MarketFeedV3's sample request). */
export const MARKET_FEED_METHOD = "MarketFeedV3";

export const feedRequestSchema = z.strictObject({
  Method: z.literal(MARKET_FEED_METHOD),
  Operation: z.enum(["Subscribe", "Unsubscribe"]),
  ClientCode: z.string().min(1),
  /** The field table types ScripCode INTEGER, and the samples send it as a number. */
  MarketFeedData: z
    .array(
      z.strictObject({
        Exch: z.literal(NSE),
        ExchType: z.literal(DERIVATIVES),
        ScripCode: z.number().int().positive(),
      }),
    )
    .min(1),
});
export type FeedRequest = z.infer<typeof feedRequestSchema>;

/**
 * One MarketFeedV3 row. The sample answer is an array of rows; OpenAlgo's client also reads a
 * bare object, so both are read. Only what a tick needs is checked: the rest (High, Low, Bid…)
 * is passed over, and rows without Token/LastRate (the order confirmations the same socket
 * pushes unasked) are not ticks.
 */
export const feedTickSchema = z.looseObject({
  Exch: z.string().optional(),
  ExchType: z.string().optional(),
  Token: numeric,
  /** Rupees (DOUBLE); 0 before the contract's first trade of the day. */
  LastRate: rupeeAmount,
  /** "/Date(ms)/"; the sample's "/Date(-62135596800000)/" is .NET's DateTime.MinValue: no time. */
  TickDt: z.string().nullish(),
});
export type FeedTick = z.infer<typeof feedTickSchema>;
