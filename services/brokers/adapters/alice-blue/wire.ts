import { z } from "zod";

/*
 * Alice Blue ANT API v2 ("open-api") on the wire, from the broker's own docs
 * (v2api.aliceblueonline.com, mirrored as Markdown in marketcalls/broker-api-docs
 * aliceblue-api-docs/*.md) and, where the docs are silent, OpenAlgo's adapter
 * (marketcalls/openalgo broker/aliceblue/). Field names are spelled as the broker spells them.
 * The docs say paths and keys are case-sensitive.
 *
 * Every call but the token exchange carries `Authorization: Bearer <userSession>` (the docs'
 * Postman collection, postman/Aliceblue_Postman_Collection.json: auth "bearer").
 */

/** Paths under the base URL `https://a3.aliceblueonline.com` (01-introduction.md). */
export const ALICE_BLUE_PATHS = {
  session: "/open-api/od/v1/vendor/getUserDetails",
  profile: "/open-api/od/v1/profile/",
  limits: "/open-api/od/v1/limits/",
  basketMargin: "/open-api/od/v1/orders/basket/margin",
  placeOrder: "/open-api/od/v1/orders/placeorder",
  cancelOrder: "/open-api/od/v1/orders/cancel",
  orderBook: "/open-api/od/v1/orders/book",
  positions: "/open-api/od/v1/positions",
  optionChain: "/obrest/optionChain/getOptionChain",
  /** The market-data stream's session, made before each websocket connection (11-websocket.md). */
  createWsSession: "/open-api/od/v1/profile/createWsSess",
  invalidateWsSession: "/open-api/od/v1/profile/invalidateWsSess",
} as const;

/** A number the broker sends as a JSON number or a numeric string (both occur in its samples). */
const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
/** A numeric field the broker may leave empty ("") or null. */
const optionalNumeric = z.union([numeric, z.literal(""), z.null()]).optional();

/**
 * Every v2 answer: `{status, message, result}`. A failure is `status` other than "Ok" (the
 * docs' samples spell it "Ok"; OpenAlgo sees "Not_Ok") with `message` carrying an EC code
 * ("EC087", 15-error-code.md), and `result` empty or absent.
 */
function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.string(),
    message: z.string().optional().default(""),
    result: z.array(result).nullable().optional(),
  });
}

// ---- Token exchange: 02-authentication.md "Get Session" -------------------------------------

export const sessionRequestSchema = z.object({ checkSum: z.string().regex(/^[0-9a-f]{64}$/) });
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** Success `{stat: "Ok", clientId, userSession}`; failure `{stat: "Not_ok", emsg}`. */
export const sessionResponseSchema = z.object({
  stat: z.string(),
  clientId: z.string().optional(),
  userSession: z.string().optional(),
  emsg: z.string().optional(),
});

// ---- Profile: 08-profile.md -----------------------------------------------------------------

export const profileRowSchema = z.object({
  clientId: z.string(),
  clientName: z.string().optional(),
});
export const profileResponseSchema = envelope(profileRowSchema);

// ---- Funds: 07-funds.md "Get Limits" --------------------------------------------------------

/** `tradingLimit` is the margin available to trade (OpenAlgo's funds.py reads it as cash). */
export const limitsRowSchema = z.object({
  tradingLimit: numeric,
  utilizedMargin: optionalNumeric,
});
export const limitsResponseSchema = envelope(limitsRowSchema);

// ---- Basket margin: 04-orders-management.md "Basket Margin" ---------------------------------

/** One leg: old-style codes (transType B/S, priceType L/MKT, product MIS/NRML…), strings. */
export const basketMarginLegSchema = z.object({
  exchange: z.string().min(1),
  tradingSymbol: z.string().min(1),
  price: z.string(),
  qty: z.string().regex(/^[1-9]\d*$/),
  product: z.enum(["MIS", "CO", "CNC", "BO", "NRML"]),
  priceType: z.enum(["L", "MKT", "SL", "SL-M"]),
  triggerPrice: z.string(),
  transType: z.enum(["B", "S"]),
});
export const basketMarginRequestSchema = z.array(basketMarginLegSchema).min(1);
export type BasketMarginLeg = z.infer<typeof basketMarginLegSchema>;

export const marginRowSchema = z.object({
  status: z.string().optional(),
  message: z.string().optional(),
  totalCashAvailable: optionalNumeric,
  preOrderMargin: optionalNumeric,
  postOrderMargin: optionalNumeric,
  /** The margin these orders need: the figure we show. */
  currentOrderMargin: numeric,
  rmsValidationCheck: z.string().optional(),
  fundShort: optionalNumeric,
});
export const marginResponseSchema = envelope(marginRowSchema);

// ---- Orders: 04-orders-management.md "Place Order", "Cancel Order", "Order Book" -------------

/**
 * A new order (the request is an array of these). F&O carry-forward is the product "NORMAL":
 * the broker's own error table names it (EC969 "'Product' should be either 'NORMAL' or
 * 'INTRADAY'", EC807 "'NORMAL' is not allowed in cash segment") and so does its official SDK
 * (Ant-A3 `ProductType.Normal = "NORMAL"`, 18-reference-libraries.md); the appendix lists only
 * the cash products INTRADAY, LONGTERM and MTF, and LONGTERM is refused in F&O (EC865). OpenAlgo
 * sends "NRML" instead: see docs/brokers/aliceblue.md.
 */
export const placeOrderItemSchema = z.object({
  exchange: z.enum(["NSE", "BSE", "NFO", "MCX", "CDS", "BFO", "BCD"]),
  instrumentId: z.string().regex(/^\d+$/),
  transactionType: z.enum(["BUY", "SELL"]),
  quantity: z.number().int().positive(),
  product: z.enum(["INTRADAY", "LONGTERM", "MTF", "NORMAL"]),
  orderComplexity: z.enum(["REGULAR", "AMO", "BO", "CO"]),
  orderType: z.enum(["LIMIT", "MARKET", "SL", "SLM"]),
  validity: z.enum(["DAY", "IOC"]),
  price: z.string(),
  slTriggerPrice: z.string().optional(),
  disclosedQuantity: z.string().optional(),
  marketProtectionPercent: z.string().optional(),
  /** EC971: at most 50 characters. */
  orderTag: z.string().max(50).optional(),
});
export const placeOrderRequestSchema = z.array(placeOrderItemSchema).min(1);
export type PlaceOrderItem = z.infer<typeof placeOrderItemSchema>;

export const orderRefRowSchema = z.object({
  brokerOrderId: z.string(),
  requestTime: z.string().optional(),
});
/** Cancel answers `result: [{brokerOrderId, requestTime}]`. */
export const orderRefResponseSchema = envelope(orderRefRowSchema);

/** A reason the broker may give in an item; absent, empty or null when it gives none. */
const reasonText = z.string().nullable().optional();

/**
 * One item of the place answer: `{requestTime, brokerOrderId}` when the order was taken. A
 * refused order's item, inside an envelope that says "Ok", carries no `brokerOrderId` and its
 * own `status` ("Not_Ok") and `message`, as OpenAlgo's order_api.py reads it (`emsg` and
 * `rejectionReason` are read too, as the broker's other answers spell a reason). Without such
 * a status the item refuses nothing (place-answer.ts).
 */
export const placeResultRowSchema = z.object({
  brokerOrderId: z.string().nullable().optional(),
  requestTime: z.string().optional(),
  status: reasonText,
  message: reasonText,
  emsg: reasonText,
  rejectionReason: reasonText,
});
export type PlaceResultRow = z.infer<typeof placeResultRowSchema>;
export const placeResponseSchema = envelope(placeResultRowSchema);

export const cancelOrderRequestSchema = z.object({ brokerOrderId: z.string().min(1) });

/** Statuses the book shows ("REJECTED" in the sample; OpenAlgo reads open/complete/…). */
export const orderBookRowSchema = z.object({
  clientId: z.string().optional(),
  brokerOrderId: z.string(),
  exchange: z.string(),
  tradingSymbol: z.string(),
  instrumentId: z.string(),
  transactionType: z.enum(["BUY", "SELL"]),
  quantity: z.number(),
  product: z.string(),
  orderType: z.string(),
  price: optionalNumeric,
  averageTradedPrice: optionalNumeric,
  /** India time, "dd-MM-yyyy HH:mm:ss" (orders.ts `instantOfBrokerTime` reads the forms seen). */
  orderTime: z.string().nullable().optional(),
  rejectionReason: z.string().nullable().optional(),
  cancelledQuantity: z.number().optional(),
  pendingQuantity: z.number().optional(),
  filledQuantity: z.number(),
  orderTag: z.string().nullable().optional(),
  orderStatus: z.string(),
});
export type OrderBookRow = z.infer<typeof orderBookRowSchema>;
/** The book's rows are read one by one (order-book-rows.ts): one odd row spoils no other. */
export const orderBookResponseSchema = envelope(z.unknown());

// ---- Positions: 03-portfolio.md "Positions" -------------------------------------------------

export const positionRowSchema = z.object({
  instrumentId: z.string(),
  tradingSymbol: z.string(),
  exchange: z.string(),
  product: z.string(),
  netQuantity: numeric,
  netAveragePrice: optionalNumeric,
  realizedPnl: optionalNumeric,
  /** Not in the docs' sample; a live v2 answer carries it (reported by third parties). */
  ltp: optionalNumeric,
});
export type PositionRow = z.infer<typeof positionRowSchema>;
export const positionsResponseSchema = envelope(positionRowSchema);

// ---- Quotes: 06-option-chain.md "Get Option Chain" ------------------------------------------

/**
 * The v2 REST API has no quote call (OpenAlgo's data.py prices over the WebSocket); the
 * option chain is the documented REST call that answers last traded prices, by contract
 * token, for one underlying's expiry (`expiry` as "04NOV25").
 */
export const optionChainRequestSchema = z.object({
  underlying: z.enum(["NIFTY", "BANKNIFTY", "FINNIFTY"]),
  expiry: z.string().regex(/^\d{2}[A-Z]{3}\d{2}$/),
  interval: z.union([z.number(), z.string()]),
  exch: z.literal("nse_fo"),
});
export type OptionChainRequest = z.infer<typeof optionChainRequestSchema>;

export const chainSideSchema = z.object({
  ltp: numeric,
  token: z.string(),
  tradingsymbol: z.string().optional(),
});
export const optionChainRowSchema = z.object({
  data: z.array(z.object({ CE: chainSideSchema.optional(), PE: chainSideSchema.optional() })),
});
export const optionChainResponseSchema = envelope(optionChainRowSchema);

// ---- Stream session: 11-websocket.md "Create Session", "Invalidate Session" ------------------

/** Both calls: `{source: "API", userId}`, the userId being the trader's client id. */
export const wsSessionRequestSchema = z.object({
  source: z.literal("API"),
  userId: z.string().min(1),
});
export type WsSessionRequest = z.infer<typeof wsSessionRequestSchema>;

/** `{status: "Ok", message: "Success", infoMessage: null, result: [{Status: "OK"}]}`. */
export const wsSessionResponseSchema = envelope(z.object({ Status: z.string().optional() }));

// ---- Headers ----------------------------------------------------------------------------------

/** What every call after login carries (the fake checks it). */
export const bearerHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer \S+$/),
});

/** What a body-carrying call adds. */
export const jsonHeadersSchema = bearerHeadersSchema.extend({
  "content-type": z.string().startsWith("application/json"),
});

/** The token exchange: JSON, and no session to carry yet. */
export const unauthenticatedJsonHeadersSchema = z.object({
  "content-type": z.string().startsWith("application/json"),
  authorization: z.never().optional(),
});
