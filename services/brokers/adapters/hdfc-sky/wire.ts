import { z } from "zod";
import { parseRupees } from "../../../../lib/money/parse-rupees";

/**
 * HDFC SKY Open API wire formats, field names as the broker spells them. Sources: the broker's
 * docs at developer.hdfcsky.com/sky-docs (Markdown copy: marketcalls/broker-api-docs,
 * hdfcsky-api-docs/*.md) and what OpenAlgo's adapter found on the live API
 * (marketcalls/openalgo broker/hdfcsky/*). Every authenticated call carries the access token
 * raw in `Authorization` (no "Bearer"), a browser-like `User-Agent` and `api_key` in the query.
 * The fake broker validates our requests with the request schemas here.
 */

/** Headers of every call after login (docs: every endpoint's "Headers" block). */
export const authHeadersSchema = z.object({
  authorization: z
    .string()
    .min(1)
    .refine((value) => !/^bearer /i.test(value), "the token goes raw, without Bearer"),
  "user-agent": z.string().startsWith("Mozilla/5.0 "),
});

/** The login call's headers: no session yet, the User-Agent is still required. */
export const userAgentHeadersSchema = z.object({
  "user-agent": z.string().startsWith("Mozilla/5.0 "),
});

const apiKeyQuery = { api_key: z.string().min(1) };
const clientQuery = { ...apiKeyQuery, client_id: z.string().min(1) };

/** Query of the calls that take only the app's key (orders POST, margin, fetch-ltp). */
export const apiKeyQuerySchema = z.object(apiKeyQuery);
/** Query of the account calls (profile, funds, cancel): the key and the client. */
export const clientQuerySchema = z.object(clientQuery);

/**
 * The broker's error envelope (docs 03-errors-and-exceptions and every call's "Error Response"):
 * `{status: "error", message, error_code, data: {}}`, at times with HTTP 200. OpenAlgo saw an
 * expired token answered 401 `{error: "invalid credentials"}` (broker/hdfcsky/api/funds.py).
 */
export const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  message: z.string().optional(),
  error_code: z.number().optional(),
});
export type HdfcSkyError = z.infer<typeof errorEnvelopeSchema>;

/** `{status: "success", data, message}` around a call's data. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal("success"), data, message: z.string().optional() });
}

/** The broker's reason in an error body, for BrokerHttp's REJECTED message. */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message !== "") return message;
  if (typeof error === "string" && error !== "") return error;
  if (typeof error === "object" && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === "string" && nested !== "") return nested;
  }
  return undefined;
}

// POST /oapi/v1/access-token?api_key=&request_token= — docs 04-authentication-frontend.md
// ("Fetch Access Token via Frontend"): body {apiSecret}, answer {accessToken} (a JWT whose
// `sub` is the client id, per the sample token and OpenAlgo's baseurl.get_client_id).
export const accessTokenQuerySchema = z.object({
  api_key: z.string().min(1),
  request_token: z.string().min(1),
});
export const accessTokenBodySchema = z.object({ apiSecret: z.string().min(1) });

/** The token fields, in the docs' spelling first. */
const ACCESS_TOKEN_FIELDS = ["accessToken", "access_token"] as const;

function accessTokenIn(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  for (const field of ACCESS_TOKEN_FIELDS) {
    const token = (value as Record<string, unknown>)[field];
    if (typeof token === "string" && token.trim() !== "") return token.trim();
  }
  return undefined;
}

/**
 * The token answer: the docs show `{accessToken}`; OpenAlgo (api/auth_api.py) also takes
 * `access_token`, and either inside the `{status, data}` envelope "some deployments" send. Any
 * of the four is the token; an answer with none is read as undefined (an error envelope or
 * unreadable, api.ts tells which).
 */
export const accessTokenResponseSchema = z
  .record(z.string(), z.unknown())
  .transform((answer) => accessTokenIn(answer) ?? accessTokenIn(answer.data));

// GET /oapi/v1/user/trading_info?client_id=&api_key= — docs 19-profile.md.
export const profileResponseSchema = successEnvelope(
  z.object({ client_id: z.string(), name: z.string().nullable().optional() }),
);

// GET /oapi/v1/funds/view?client_id=&type=all&api_key= — docs 11-funds.md. The V2 path is not
// deployed (OpenAlgo funds.py: 404); V1 answers label/value rows, as pairs or {"0","1"} objects.
export const fundsQuerySchema = z.object({ ...clientQuery, type: z.literal("all") });
const fundsRowSchema = z.union([
  z.tuple([z.string(), z.union([z.string(), z.number()])]).rest(z.unknown()),
  z.object({ "0": z.string(), "1": z.union([z.string(), z.number()]) }),
]);
export type FundsRow = z.infer<typeof fundsRowSchema>;
export const fundsResponseSchema = successEnvelope(z.object({ values: z.array(fundsRowSchema) }));

// POST /oapi/v1/orders?api_key= — docs 06-regular-orders.md ("Place Regular Order").
export const placeOrderBodySchema = z.object({
  exchange: z.literal("NFO"),
  instrument_token: z.string().min(1),
  client_id: z.string().min(1),
  // The docs list LIMIT, MARKET, SL, SLM; through an API key only LIMIT is taken: the broker
  // answers a MARKET one 403 "algo orders from merchant can only of Limit type" (OpenAlgo
  // broker/hdfcsky/mapping/transform_data.py), so we send market orders as protected limits.
  order_type: z.enum(["LIMIT", "MARKET"]),
  amo: z.literal(false),
  price: z.number().positive(),
  quantity: z.number().int().positive(),
  disclosed_quantity: z.literal(0),
  validity: z.literal("DAY"),
  product: z.enum(["NRML", "MIS"]),
  order_side: z.enum(["BUY", "SELL"]),
  device: z.literal("WEB"),
  user_order_id: z.number().int().positive(),
  trigger_price: z.literal(0),
  execution_type: z.literal("REGULAR"),
  tags: z.array(z.string().max(32)).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;
export const placeOrderResponseSchema = successEnvelope(
  z.object({ oms_order_id: z.union([z.string(), z.number()]).transform(String) }),
);

// DELETE /oapi/v1/orders/<oms_order_id>?api_key=&client_id=&execution_type=REGULAR — docs
// 06-regular-orders.md ("Delete Regular Order").
export const cancelQuerySchema = z.object({
  ...clientQuery,
  execution_type: z.literal("REGULAR"),
});
export const cancelResponseSchema = successEnvelope(z.unknown());

// GET /oapi/v1/orders?type=pending|completed&client_id=&api_key= — docs 08-order-book.md. The
// book comes in two halves; an order is in one of them.
export const orderBookQuerySchema = z.object({
  ...clientQuery,
  type: z.enum(["pending", "completed"]),
});
const numeric = z.union([z.number(), z.string()]);

/** A count (a JSON number or numeric string) that must be whole: else the row is unreadable. */
const wholeCount = numeric.transform((value, ctx) => {
  const count = typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value);
  if (Number.isSafeInteger(count) && count >= 0) return count;
  ctx.addIssue({ code: "custom", message: `not a whole number: ${value}` });
  return z.NEVER;
});

/** A rupee figure, exactly in paise: one that is not a number makes the row unreadable. */
const rupeeFigure = numeric.transform((value, ctx) => {
  try {
    return parseRupees(value);
  } catch {
    ctx.addIssue({ code: "custom", message: `not a rupee amount: ${value}` });
    return z.NEVER;
  }
});

/**
 * One order of the book, read whole here (counts and amounts included), so a row that cannot be
 * mapped fails its own schema and is set aside alone (order-book.ts), never failing the book.
 */
export const orderRowSchema = z.object({
  oms_order_id: z.union([z.string(), z.number()]).transform(String),
  order_status: z.string(),
  instrument_token: z.union([z.string(), z.number()]).transform(String),
  trading_symbol: z.string(),
  order_side: z.enum(["BUY", "SELL"]),
  product: z.string(),
  order_type: z.string(),
  quantity: wholeCount,
  filled_quantity: wholeCount,
  average_price: rupeeFigure,
  price: rupeeFigure,
  user_order_id: z.union([z.string(), z.number()]).transform(String),
  rejection_reason: z.string().nullable().optional(),
  order_entry_time: z.number(),
  exchange_time: z.number().optional(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
/** The book's rows stay raw here: each is read on its own with `orderRowSchema`. */
export const orderBookResponseSchema = successEnvelope(
  z.object({ orders: z.array(z.unknown()).nullable() }),
);

// GET /oapi/v1/positions?type=historical&client_id=&api_key= — docs 12-portfolio.md ("Fetch
// positions Netwise"); `data` is a flat list.
export const positionsQuerySchema = z.object({ ...clientQuery, type: z.literal("historical") });
export const positionRowSchema = z.object({
  instrument_token: z.union([z.string(), z.number()]).transform(String),
  exchange: z.string(),
  product: z.string(),
  net_quantity: numeric,
  average_buy_price: numeric,
  average_sell_price: numeric,
  ltp: numeric,
  realized_mtm: numeric,
});
export type PositionRow = z.infer<typeof positionRowSchema>;
export const positionsResponseSchema = successEnvelope(z.array(positionRowSchema).nullable());

// PUT /oapi/v1/fetch-ltp?api_key= — docs 16-market-data-ltp.md; the answer has no `status`.
export const ltpBodySchema = z.object({
  data: z.array(z.object({ exchange: z.string().min(1), token: z.string().min(1) })).min(1),
});
export const ltpResponseSchema = z.object({
  data: z
    .array(
      z.object({
        exchange: z.string(),
        token: z.union([z.string(), z.number()]).transform(String),
        ltp: z.number(),
      }),
    )
    .nullable(),
});

// POST /oapi/v1/margin?api_key= — docs 14-margin-calculator.md: one call, an array of legs, the
// portfolio-netted `combined_margin` (hedges counted) and one block per leg. `underlying` is the
// underlying's spot as a whole number (OpenAlgo margin_data.py: a decimal fails the request).
export const marginBodySchema = z.object({
  data: z
    .array(
      z.object({
        segment: z.literal("FutOpt"),
        series: z.enum(["OPTIDX", "FUTIDX"]),
        exchange: z.literal("NFO"),
        side: z.enum(["BUY", "SELL"]),
        mode: z.literal("NEW"),
        symbol: z.string().min(1),
        underlying: z.number().int().nonnegative(),
        token: z.string().min(1),
        quantity: z.string().regex(/^[1-9]\d*$/),
        price: z.string().regex(/^\d+(\.\d+)?$/),
        // The ProdType enum of the broker's feed proto: NRML 0, CNC 1, MIS 2.
        product: z.enum(["0", "2"]),
      }),
    )
    .min(1),
});
export type MarginLegBody = z.infer<typeof marginBodySchema>["data"][number];
const marginBlockSchema = z.record(z.string(), z.unknown());
export const marginResponseSchema = z.object({
  error: z.object({ code: z.number(), message: z.string() }).optional(),
  result: z
    .object({
      combined_margin: marginBlockSchema.nullable().optional(),
      individual_margin_values: z.array(marginBlockSchema).nullable().optional(),
    })
    .optional(),
});
export type MarginResult = NonNullable<z.infer<typeof marginResponseSchema>["result"]>;
