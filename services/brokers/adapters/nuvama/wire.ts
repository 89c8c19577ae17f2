import { z } from "zod";

/**
 * Nuvama API Connect's wire format, written from Nuvama's partner documentation
 * (https://www.nuvamawealth.com/partner-documentation/{structure,auth,equitymf}/) and the paths,
 * headers and bodies of its own Python SDK, APIConnect 2.0.9 (`constants/router.py`,
 * `APIConnect/http.py`, `APIConnect/login_helper.py`, `APIConnect/APIConnect.py`; a vendored copy is
 * in the public repo Shreeji-20/Nuvama-Trading-platform-backend under `APIConnect_cofigued/`).
 * Field names are Nuvama's own. Every number Nuvama sends or takes is a string.
 * docs/brokers/nuvama.md lists which fact comes from where and what could not be confirmed.
 */

/** Production host of every REST call (the SDK's `BASE_*`; the docs' samples use np.…, UAT). */
export const NUVAMA_API_URL = "https://nc.nuvamawealth.com";

/** Paths, as the SDK's router.py joins them (each with its trailing slash, as the SDK sends). */
export const NUVAMA_PATHS = {
  loginVendor: (apiKey: string) =>
    `/edelmw-login/login/accounts/loginvendor/${encodeURIComponent(apiKey)}/`,
  loginData: "/edelmw-login/login/accounts/logindata/",
  placeTrade: (account: string) => `/edelmw-eq/eq/trade/placetrade/v1/${enc(account)}/`,
  cancelTrade: (account: string) => `/edelmw-eq/eq/trade/canceltrade/v1/${enc(account)}/`,
  orderBook: (account: string) => `/edelmw-eq/eq/order/book/${enc(account)}/v1/`,
  netPositions: (account: string) => `/edelmw-eq/eq/positions/net/${enc(account)}/`,
  limits: (account: string) => `/edelmw-eq/eq/limits/rmssublimits/${enc(account)}/`,
  /** The SDK's `_MarketDepthURL` (snap quote of one streaming symbol). */
  quote: (streamingSymbol: string) =>
    `/edelmw-content/content/quote/scrip/${enc(streamingSymbol)}/`,
} as const;

function enc(value: string): string {
  return encodeURIComponent(value);
}

/**
 * HTTP 222 (inside 2xx, but not 200): Nuvama's answer for a login request id that expired, and
 * for an empty book ("no orders / trades / positions"). The SDK treats any 201–299 as "no data".
 */
export const NUVAMA_NO_DATA_STATUS = 222;

/** Nuvama's error body (docs' error samples; the SDK reads `error.errMsg`). */
export const nuvamaErrorSchema = z.object({
  error: z.object({
    errCd: z.string().optional(),
    errMsg: z.string(),
    actCd: z.string().optional(),
  }),
});
export type NuvamaError = z.infer<typeof nuvamaErrorSchema>;

/**
 * The code of HTTP 222 on an empty book: "Seems like there are no orders in your order book"
 * (T3 shows it on the 222 of an empty trade book). Only this answer is an empty book, the order
 * book's or net positions'; any other error body is not. That net positions answer an empty
 * position book with this code too is not confirmed (no source shows that answer):
 * docs/brokers/nuvama.md.
 */
export const NUVAMA_NO_ORDERS_CODE = "ETRD0002";

/** The error code of a session Nuvama no longer accepts (with 401 "Session Expired"). */
export const NUVAMA_SESSION_EXPIRED_CODE = "EGN0011";

// ── Headers (docs: "API Structure"; SDK http.py) ──────────────────────────────────────────────

/**
 * `AppIdKey` on every call, logins included ("Is Mandatory? Yes", D1; the SDK's http.py sends it
 * on every method): the key Nuvama issued to the vendor, replaced by the one each answer's
 * `AppIdKey` header carries ("has to be updated after each request is served", D1).
 */
export const APP_ID_KEY_HEADER = "AppIdKey";
const appIdKey = z.string().min(1);

/** Step 1 of the vendor login carries the vendor name (our API key) as `Source`. */
export const loginVendorHeadersSchema = z.object({
  appidkey: appIdKey,
  source: z.string().min(1),
  "content-type": z.literal("application/json"),
});

/** Step 2 carries the vendor session as `SourceToken` and, as the SDK sends it, no `Source`. */
export const loginDataHeadersSchema = z.object({
  appidkey: appIdKey,
  sourcetoken: z.string().min(1),
  "content-type": z.literal("application/json"),
});

/** Every post-login call: the app's key, the vendor, its session, and the user's session. */
export const sessionHeadersSchema = z.object({
  appidkey: appIdKey,
  source: z.string().min(1),
  sourcetoken: z.string().min(1),
  authorization: z.string().min(1),
});

// ── Login (docs: partner-documentation/auth; SDK login_helper.py) ─────────────────────────────

/** POST loginvendor/{VendorName}: the vendor's password. */
export const loginVendorRequestSchema = z.object({ pwd: z.string().min(1) });
/** `msg` is the vendor session (valid 24 h), sent as `SourceToken` on every later call. */
export const loginVendorResponseSchema = z.object({
  msg: z.string().min(1),
  success: z.boolean().optional(),
});

/** POST logindata: the request id the login redirect carried. */
export const loginDataRequestSchema = z.object({ reqId: z.string().min(1) });
/**
 * `data.auth` is the user's session (sent as `Authorization`); `lgnData.accs` names the account
 * (the `{userid}` of every trading path): `eqAccID` for equity/F&O, `coAccID` for commodities.
 */
export const loginDataResponseSchema = z.object({
  data: z.object({
    auth: z.string().min(1),
    lgnData: z.object({
      accTyp: z.string(),
      accs: z.object({
        eqAccID: z.string().optional(),
        coAccID: z.string().optional(),
        prfId: z.string().optional(),
      }),
    }),
  }),
});
/** 222 on logindata: the request id expired (or was used). */
export const loginDataExpiredSchema = nuvamaErrorSchema;

// ── Orders (SDK APIConnect.PlaceTrade / CancelTrade; docs: equitymf "Order Book") ───────────────

const numeric = z.string().regex(/^\d+(\.\d+)?$/, "a non-negative number as a string");
const wholeNumber = z.string().regex(/^\d+$/, "a whole number as a string");

/** POST trade/placetrade/v1/{userid}: the SDK's PlaceTrade body, field for field. */
export const placeTradeRequestSchema = z.object({
  trdSym: z.string().min(1),
  exc: z.string().min(1),
  action: z.enum(["BUY", "SELL"]),
  dur: z.enum(["DAY", "IOC", "EOS"]),
  ordTyp: z.enum(["LIMIT", "MARKET", "STOP_LIMIT", "STOP_MARKET"]),
  qty: wholeNumber,
  dscQty: wholeNumber,
  /** Streaming symbol: `<exchange token>_<exchange>` (SDK: "companycode_exchange"). */
  sym: z.string().regex(/^\d+_[A-Z]+$/, "a streaming symbol, <token>_<exchange>"),
  mktPro: z.string(),
  lmPrc: numeric,
  trgPrc: numeric,
  prdCode: z.enum(["CNC", "MIS", "NRML", "MTF"]),
  posSqr: z.literal("N"),
  minQty: wholeNumber,
  ordSrc: z.literal("API"),
  vnCode: z.string(),
  rmk: z.string(),
  flQty: wholeNumber,
});
export type PlaceTradeRequest = z.infer<typeof placeTradeRequestSchema>;

/** The place and cancel answers (docs' commodity samples: `placeTradeDao` with `oid`). */
export const tradeResponseSchema = z.object({
  data: z.object({
    type: z.string().optional(),
    msg: z.string().optional(),
    oid: z.string().optional(),
  }),
});

/** PUT trade/canceltrade/v1/{userid}: the SDK's CancelTrade body for equity/F&O. */
export const cancelTradeRequestSchema = z.object({
  trdSym: z.string().min(1),
  sym: z.string().min(1),
  action: z.enum(["BUY", "SELL"]),
  nstOID: z.string().min(1),
  exc: z.string().min(1),
  prdCode: z.string().min(1),
  ordTyp: z.string().min(1),
  curQty: wholeNumber,
  flQty: wholeNumber,
});
export type CancelTradeRequest = z.infer<typeof cancelTradeRequestSchema>;

/**
 * One row of the order book (docs: equitymf "Order Book" response parameters; a real book in a
 * public integration and Nuvama's generated PHP models agree). There is no `qty`: `ntQty` is the
 * order's whole quantity ("Net quantity"), `flQty` the quantity traded, `pdQty` the pending.
 * `epochTim` is the order's time in epoch seconds; `rcvEpTim`, despite the docs' "Epoch time",
 * is a text "dd/MM/yyyy HH:mm:ss" (IST) and is not read.
 */
export const orderRowSchema = z.object({
  ordID: z.string().min(1),
  sts: z.string(),
  rjRsn: z.string().optional(),
  exc: z.string(),
  trdSym: z.string(),
  sym: z.string(),
  trsTyp: z.string(),
  ordTyp: z.string(),
  prdCode: z.string(),
  ntQty: wholeNumber,
  flQty: z.string().optional(),
  pdQty: z.string().optional(),
  prc: z.string().optional(),
  avgPrc: z.string().optional(),
  rmk: z.string().optional(),
  userCmnt: z.string().optional(),
  epochTim: z.string().optional(),
});
export type NuvamaOrderRow = z.infer<typeof orderRowSchema>;

/**
 * GET order/book/{userid}/v1: `data.ord`, its rows read one by one (a row we cannot read must not
 * make the book unreadable). Otherwise an error body: only 222 with ETRD0002 is an empty book.
 */
export const orderBookResponseSchema = z.object({
  data: z.object({ ord: z.array(z.unknown()) }),
});

/**
 * Whether an error body on a book (the order book, net positions) is Nuvama's "no data": 222 with
 * ETRD0002, nothing else (another code, no code, or ETRD0002 on a 200 is not an empty book).
 */
export function isNoDataAnswer(status: number, body: NuvamaError): boolean {
  return status === NUVAMA_NO_DATA_STATUS && body.error.errCd === NUVAMA_NO_ORDERS_CODE;
}

// ── Positions, limits, quotes (SDK NetPosition / Limits / market depth) ───────────────────────

/** One net position row. */
export const positionRowSchema = z.object({
  exc: z.string(),
  trdSym: z.string(),
  sym: z.string(),
  prdCode: z.string(),
  ntQty: z.string(),
  byQty: z.string().optional(),
  slQty: z.string().optional(),
  avgByPrc: z.string().optional(),
  avgSlPrc: z.string().optional(),
  rlzPL: z.string().optional(),
  urlzPL: z.string().optional(),
  ltp: z.string().optional(),
});
export type NuvamaPositionRow = z.infer<typeof positionRowSchema>;

/**
 * GET positions/net/{userid}: `data.pos`. Otherwise an error body: as on the order book, only 222
 * with ETRD0002 is "no positions" (isNoDataAnswer); any other error is not holding nothing.
 */
export const netPositionsResponseSchema = z.object({
  data: z.object({ pos: z.array(positionRowSchema) }),
});

/** GET limits/rmssublimits/{userid}: `mrgAvl.mrgAvl` is the margin available to trade. */
export const limitsResponseSchema = z.object({
  data: z.object({
    cshAvl: z.string().optional(),
    mrgAvl: z.object({ mrgAvl: z.string(), dayOpenBal: z.string().optional() }),
    mrgUtd: z.object({ mrgUtd: z.string().optional() }).optional(),
  }),
});

/** GET quote/scrip/{sym}: the snap quote; `ltp` the last traded price. */
export const quoteResponseSchema = z.object({
  data: z.object({ sym: z.string().optional(), ltp: z.string() }),
});

/** The broker's reason in any error body, for the trader. */
export function nuvamaReasonOf(body: unknown): string | undefined {
  const parsed = nuvamaErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error.errMsg : undefined;
}

/** Whether a body is Nuvama's "session expired" error (EGN0011), whatever the status. */
export function isSessionExpiredBody(body: unknown): boolean {
  const parsed = nuvamaErrorSchema.safeParse(body);
  return parsed.success && parsed.data.error.errCd === NUVAMA_SESSION_EXPIRED_CODE;
}
