import { z } from "zod";

/*
 * IIFL Capital's Markets' APIs on the wire (base https://api.iiflcapital.com/v1), written from the
 * developer portal's docs (developers.iiflcapital.com/apidocs, as converted to Markdown in
 * marketcalls/broker-api-docs iiflcapital-api-docs/*.md; cited per call below). Field names are
 * IIFL's own. The fake (fake-iifl-capital.ts) validates our requests with these same schemas.
 *
 * Conventions (02-request-response-structure.md): every call after the login carries
 * `Authorization: Bearer <userSession>`; POST/PUT bodies are raw JSON; answers are
 * `{status, message, result}` where `status` is "Ok" or an error code (EC001…EC999,
 * 12-error-codes.md) and, for multi-leg calls, `result[]` holds one status per leg.
 * Numbers arrive as JSON numbers or as decimal strings ("1501.55"), so both are read.
 */

/** REST base of every call (01-introduction.md "Base URL"). */
export const IIFL_CAPITAL_API = "https://api.iiflcapital.com/v1";

/** A number as IIFL sends it: a JSON number or a decimal string. */
export const wireDecimal = z.union([z.number(), z.string()]);
export type WireDecimal = z.infer<typeof wireDecimal>;

/** The exchange segment of NSE index derivatives (05-orders.md: `exchange` values). */
export const NSE_FO = "NSEFO";

export const transactionTypeSchema = z.enum(["BUY", "SELL"]);

/**
 * `status` of a whole call that succeeded, as the docs spell it. Read in any case, and a frame
 * saying "Success" is read as one that went through too (api.ts `wentThrough`).
 */
export const OK_STATUS = "Ok";

/** Any answer's outer frame; `result` is read by each call's own schema. */
export const envelopeSchema = z.object({
  status: z.string(),
  message: z.string().nullish(),
  result: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** `Authorization: Bearer <userSession>` (02-request-response-structure.md). */
export const bearerHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer \S+$/, "must be 'Bearer <userSession>'"),
});

// --- POST /getusersession (03-user.md "Get User Session") -------------------------------------

export const userSessionRequestSchema = z.object({
  /** SHA-256 hex of clientId + authCode + appSecret. */
  checkSum: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 hex digest"),
});

export const userSessionResponseSchema = z.object({
  /** "Ok" or "Not_Ok". */
  status: z.string(),
  userSession: z.string().min(1).optional(),
  message: z.string().nullish(),
});

// --- GET /profile (03-user.md "Profile") --------------------------------------------------------

export const profileSchema = z.object({
  clientId: z.string().min(1),
  clientName: z.string().nullish(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});

// --- GET /limits (03-user.md "Limits": pooled for residents) ------------------------------------

export const limitsSchema = z.object({
  /** Maximum funds available for trading, in rupees. */
  tradingLimit: wireDecimal,
  utilizedMargin: wireDecimal.optional(),
});

// --- POST /spanexposure (04-margin.md "SPAN and Exposure Margin": several legs, bulk) ----------

export const spanExposureLegSchema = z.object({
  instrumentId: z.string().regex(/^\d+$/),
  exchange: z.literal(NSE_FO),
  transactionType: transactionTypeSchema,
  /** Units (absolute quantity outside commodities). */
  quantity: z.number().int().positive(),
});
export type SpanExposureLeg = z.infer<typeof spanExposureLegSchema>;
export const spanExposureRequestSchema = z.array(spanExposureLegSchema).min(1);

export const spanExposureSchema = z.object({
  span: wireDecimal,
  exposureMargin: wireDecimal,
  /** SPAN + exposure, in rupees. */
  totalMargin: wireDecimal,
  /** Premium the BUY option legs need, in rupees. */
  buyPremium: wireDecimal.optional(),
});
/** The docs show the figures bare; OpenAlgo also reads them under `result`: both are accepted. */
export const spanExposureResponseSchema = z.union([spanExposureSchema, envelopeSchema]);

// --- POST /orders (05-orders.md "Place Order": an array, one element per order) ----------------

export const PRODUCTS = { NRML: "NORMAL", MIS: "INTRADAY" } as const;

export const placeOrderSchema = z
  .object({
    instrumentId: z.string().regex(/^\d+$/),
    exchange: z.literal(NSE_FO),
    transactionType: transactionTypeSchema,
    quantity: z.string().regex(/^[1-9]\d*$/),
    orderComplexity: z.literal("REGULAR"),
    product: z.enum([PRODUCTS.NRML, PRODUCTS.MIS]),
    orderType: z.enum(["MARKET", "LIMIT"]),
    validity: z.literal("DAY"),
    /** Rupees, for a LIMIT order only (EC978: price only valid for LIMIT/SL). */
    price: z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/)
      .optional(),
    /** At most 50 characters (EC971). */
    orderTag: z.string().min(1).max(50),
  })
  .refine((order) => (order.orderType === "LIMIT") === (order.price !== undefined), {
    message: "price is required for LIMIT orders and refused for MARKET ones",
    path: ["price"],
  });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
export const placeOrdersRequestSchema = z.array(placeOrderSchema).min(1);

/**
 * One leg's outcome: "Success" with the order id, or an error code with its message. Read
 * leniently (api.ts `placedOrderId`): a leg without a status word, or with its id as a number,
 * is still a leg, so an order IIFL booked is never misread as a shape we do not know.
 */
export const legResultSchema = z.object({
  status: z.string().nullish(),
  message: z.string().nullish(),
  brokerOrderId: z
    .union([z.string(), z.number().int().nonnegative()])
    .nullish()
    .transform((id) => (id === null || id === undefined ? undefined : String(id).trim())),
  requestTime: z.string().nullish(),
});
export type LegResult = z.infer<typeof legResultSchema>;

/** `status` of one leg (or one cancellation) that went through. */
export const SUCCESS_STATUS = "Success";

// --- DELETE /orders/{brokerOrderId} (05-orders.md "Cancel Order") ------------------------------

/** `result` is the one cancellation's status; absent on some failures. */
export const cancelOrderResultSchema = legResultSchema.optional();

// --- GET /orders (05-orders.md "Order Book") ----------------------------------------------------

export const orderRowSchema = z.object({
  clientId: z.string().optional(),
  brokerOrderId: z.string(),
  /** "Open", "Complete", "Rejected", "Cancelled", … in any case. */
  orderStatus: z.string(),
  tradingSymbol: z.string().optional(),
  instrumentId: z.union([z.string(), z.number()]),
  exchange: z.string(),
  transactionType: transactionTypeSchema,
  quantity: wireDecimal,
  product: z.string(),
  orderType: z.string(),
  /** In paise, unlike the request's rupees (order-book-prices.ts ORDER_BOOK_PRICE_UNIT). */
  price: wireDecimal.nullish(),
  /** In paise, as `price`. */
  averageTradedPrice: wireDecimal.nullish(),
  filledQuantity: wireDecimal.nullish(),
  pendingQuantity: wireDecimal.nullish(),
  rejectionReason: z.string().nullish(),
  /** "20-Sep-2024 16:05:33", India time. */
  exchangeTimestamp: z.string().nullish(),
  exchangeUpdateTime: z.string().nullish(),
  brokerUpdateTime: z.string().nullish(),
  /** Our tag as sent; "NA" on orders placed without one. */
  orderTag: z.string().nullish(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
/**
 * The docs show the book as a bare array; the `{status, result}` frame is accepted too. Its
 * rows are read one by one (api.ts), so one row of a shape we do not know is not the whole book.
 */
export const orderBookResponseSchema = z.union([z.array(z.unknown()), envelopeSchema]);

// --- GET /positions (07-portfolio.md "Positions") -----------------------------------------------

export const positionRowSchema = z.object({
  instrumentId: z.union([z.string(), z.number()]),
  tradingSymbol: z.string().optional(),
  exchange: z.string(),
  product: z.string(),
  netQuantity: wireDecimal,
  netAveragePrice: wireDecimal.nullish(),
  buyQuantity: wireDecimal.nullish(),
  buyPrice: wireDecimal.nullish(),
  sellQuantity: wireDecimal.nullish(),
  sellPrice: wireDecimal.nullish(),
  realizedPnl: wireDecimal.nullish(),
  ltp: wireDecimal.nullish(),
});
export type PositionRow = z.infer<typeof positionRowSchema>;
/** Framed, or a bare array like the order book's; rows read by positionRowSchema (api.ts). */
export const positionsResponseSchema = z.union([z.array(z.unknown()), envelopeSchema]);

// --- POST /marketdata/marketquotes (09-market-data-apis.md "Market Quotes": bulk) --------------

export const quoteRequestItemSchema = z.object({
  exchange: z.literal(NSE_FO),
  instrumentId: z.string().regex(/^\d+$/),
});
export const marketQuotesRequestSchema = z.array(quoteRequestItemSchema).min(1);

export const quoteSchema = z.object({
  exchange: z.string(),
  instrumentId: z.union([z.string(), z.number()]),
  /** Last traded price, in rupees. */
  ltp: wireDecimal,
});
export type Quote = z.infer<typeof quoteSchema>;
