import { z } from "zod";
import { BrokerError, sessionExpired } from "../../broker";
import { BrokerHttp, type BrokerCall } from "../../real/broker-http";
import { readOrderBookRows, type OrderBookRows } from "../../real/order-book-rows";
import {
  NSE_FO,
  OK_STATUS,
  SUCCESS_STATUS,
  cancelOrderResultSchema,
  envelopeSchema,
  legResultSchema,
  limitsSchema,
  orderBookResponseSchema,
  orderRowSchema,
  positionRowSchema,
  positionsResponseSchema,
  profileSchema,
  quoteSchema,
  spanExposureResponseSchema,
  spanExposureSchema,
  userSessionResponseSchema,
  type Envelope,
  type LegResult,
  type OrderRow,
  type PlaceOrder,
  type PositionRow,
  type Quote,
  type SpanExposureLeg,
} from "./wire";

export const IIFL_CAPITAL_NAME = "IIFL Capital";

/**
 * Error codes that mean the session is no good (12-error-codes.md): EC044 "Token is not valid",
 * EC055 "Unauthorized access — authorize the application", EC075 "Unauthorized access".
 */
const SESSION_CODES = new Set(["EC044", "EC055", "EC075"]);
/**
 * "No orders found" / "no positions found": an empty list, not a failure (12-error-codes.md).
 * Only these: EC915/EC919 ("error fetching …") stay failures, or a failed read of the book
 * would look like an order never placed, and be placed twice.
 */
const EMPTY_ORDER_BOOK = "EC916";
const EMPTY_POSITIONS = "EC920";
/**
 * IIFL's EC codes may come in a 400 as well as a 200, so a 400 is read as a frame and its code
 * decides (a dead session's EC044 included); other 4xx go through BrokerHttp's rules.
 */
const FRAMED_STATUSES = [400] as const;

/** Order book and positions allow 3 calls a second per session (15-rate-limits.md). */
export const DEFAULT_BOOK_READ_GAP_MS = 340;

/** The broker's reason in an error body: its first leg's message, or the frame's. */
export function iiflCapitalReason(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const frame = body as { message?: unknown; result?: unknown };
  const first: unknown = Array.isArray(frame.result) ? frame.result[0] : frame.result;
  const leg = typeof first === "object" && first !== null ? (first as { message?: unknown }) : {};
  for (const reason of [leg.message, frame.message]) {
    if (typeof reason === "string" && reason !== "" && reason !== SUCCESS_STATUS) return reason;
  }
  return undefined;
}

/**
 * Words of a status that went through, in any case: "Ok" (the frame's) or "Success" (a leg's).
 * OpenAlgo accepts either word in either place (marketcalls/openalgo
 * broker/iiflcapital/api/order_api.py `_SUCCESS_STATUSES`, `_ok`, `_is_success_result`).
 */
const WENT_THROUGH = new Set([OK_STATUS, SUCCESS_STATUS].map((word) => word.toLowerCase()));

function wentThrough(status: string | null | undefined): boolean {
  return WENT_THROUGH.has((status ?? "").trim().toLowerCase());
}

/** A status other than success, as our error: a dead session, or a refusal with its reason. */
export function failureOf(status: string, message: string | null | undefined): BrokerError {
  if (SESSION_CODES.has(status)) return sessionExpired(IIFL_CAPITAL_NAME);
  const reason = message ? `${message} (${status})` : status;
  return new BrokerError("REJECTED", `${IIFL_CAPITAL_NAME}: ${reason}`);
}

function loginRefused(reason: string): BrokerError {
  return new BrokerError(
    "INVALID_TOKEN",
    `${IIFL_CAPITAL_NAME} did not confirm the login: ${reason}`,
  );
}

function unexpected(what: string): BrokerError {
  return new BrokerError(
    "BAD_RESPONSE",
    `${IIFL_CAPITAL_NAME} answered ${what} in an unexpected form`,
  );
}

/** A frame's result read with its call's schema, once the call succeeded; its failure otherwise. */
function resultOf<T>(frame: Envelope, schema: z.ZodType<T>, what: string): T {
  if (!wentThrough(frame.status)) throw failureOf(frame.status, frame.message);
  const parsed = schema.safeParse(frame.result);
  if (!parsed.success) throw unexpected(what);
  return parsed.data;
}

/**
 * An element that is only a status, no row: `{"status": "ok"}`. OpenAlgo saw IIFL answer an
 * empty book as `[{"status": "ok"}]` or `{result: {status: "ok"}}` (marketcalls/openalgo
 * broker/iiflcapital/mapping/order_data.py `_extract_rows`, commit 151793719).
 */
const statusStubSchema = z.object({ status: z.string(), message: z.string().nullish() }).strict();

/**
 * The raw rows of a list answered bare (as the docs show them) or framed, each to be read by
 * its own schema; `empty` is the code of no rows. Status stubs are no rows: one that went
 * through (or says `empty`) is dropped, one with another code is that call's failure, never
 * an empty list (a failed order book read must not look like an order never placed).
 */
function rowsOf(answer: unknown[] | Envelope, empty: string, what: string): unknown[] {
  let rows: unknown[];
  if (Array.isArray(answer)) rows = answer;
  else if (answer.status === empty) return [];
  else if (!wentThrough(answer.status)) throw failureOf(answer.status, answer.message);
  else if (Array.isArray(answer.result)) rows = answer.result as unknown[];
  else if (statusStubSchema.safeParse(answer.result).success) rows = [answer.result];
  else throw unexpected(what);
  return rows.filter((row) => {
    const stub = statusStubSchema.safeParse(row);
    if (!stub.success) return true;
    const { status, message } = stub.data;
    if (wentThrough(status) || status === empty) return false;
    throw failureOf(status, message);
  });
}

/** Rows read whole by one schema: one row we cannot read makes the list unreadable. */
function everyRow<T>(rows: unknown[], row: z.ZodType<T>, what: string): T[] {
  const parsed = z.array(row).safeParse(rows);
  if (!parsed.success) throw unexpected(what);
  return parsed.data;
}

export interface IiflCapitalApiOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Least time between two order book (or positions) reads of one session. */
  bookReadGapMs?: number;
}

/**
 * IIFL Capital's REST calls as the docs give them (wire.ts), IIFL's statuses read into our
 * errors: an EC code of a dead session is INVALID_TOKEN, any other EC code REJECTED with IIFL's
 * message. Never logs: every call but the first carries the trader's session.
 */
export class IiflCapitalApi {
  private readonly http: BrokerHttp;
  private readonly bookReadGapMs: number;
  /** Per session, when its next order book or positions read may go. */
  private readonly nextBookRead = new Map<string, number>();

  constructor(options: IiflCapitalApiOptions) {
    this.http = new BrokerHttp({
      brokerName: IIFL_CAPITAL_NAME,
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      errorMessage: iiflCapitalReason,
    });
    this.bookReadGapMs = options.bookReadGapMs ?? DEFAULT_BOOK_READ_GAP_MS;
  }

  /**
   * POST /getusersession: the day's session for a login's checksum (03-user.md). A refusal (an
   * authCode used or expired, a wrong secret: "Not_Ok", an EC code or a 4xx) is INVALID_TOKEN,
   * a login to do again, with IIFL's reason.
   */
  async userSession(checkSum: string): Promise<string> {
    const answer = await this.http
      .request({
        method: "POST",
        path: "/getusersession",
        json: { checkSum },
        schema: userSessionResponseSchema,
        acceptStatuses: FRAMED_STATUSES,
        // No session exists yet: a 401 here is a refused login, told with IIFL's reason.
        sessionExpiredStatuses: [],
      })
      .catch((error: unknown) => {
        if (!(error instanceof BrokerError) || error.code !== "REJECTED") throw error;
        throw loginRefused(error.message.replace(`${IIFL_CAPITAL_NAME}: `, ""));
      });
    if (!wentThrough(answer.status) || !answer.userSession) {
      throw loginRefused(answer.message ? `${answer.message} (${answer.status})` : answer.status);
    }
    return answer.userSession;
  }

  /** GET /profile: the client's id and name (03-user.md). */
  async profile(session: string) {
    const frame = await this.call(session, { method: "GET", path: "/profile" }, envelopeSchema);
    return resultOf(frame, profileSchema, "the profile");
  }

  /** GET /limits: pooled trading limits, in rupees (03-user.md). */
  async limits(session: string) {
    const frame = await this.call(session, { method: "GET", path: "/limits" }, envelopeSchema);
    return resultOf(frame, limitsSchema, "the limits");
  }

  /** POST /spanexposure: SPAN + exposure of several legs together, in rupees (04-margin.md). */
  async spanExposure(session: string, legs: readonly SpanExposureLeg[]) {
    const answer = await this.call(
      session,
      { method: "POST", path: "/spanexposure", json: legs },
      spanExposureResponseSchema,
    );
    if (!("status" in answer)) return answer;
    return resultOf(answer, spanExposureSchema, "the margin");
  }

  /**
   * POST /orders with one order (05-orders.md): IIFL's order id, or its clear refusal; an answer
   * saying neither is BAD_RESPONSE, a fate unknown (`placedOrderId`).
   */
  async placeOrder(session: string, order: PlaceOrder): Promise<string> {
    const frame = await this.call(
      session,
      { method: "POST", path: "/orders", json: [order] },
      envelopeSchema,
    );
    return placedOrderId(frame);
  }

  /**
   * DELETE /orders/{brokerOrderId} (05-orders.md): undefined once IIFL took the cancellation,
   * else its refusal (the order already final, or not in the book) for the caller to judge; a
   * dead session throws.
   */
  async cancelOrder(session: string, brokerOrderId: string): Promise<BrokerError | undefined> {
    const frame = await this.call(
      session,
      { method: "DELETE", path: `/orders/${encodeURIComponent(brokerOrderId)}` },
      envelopeSchema,
    );
    const failure = wentThrough(frame.status)
      ? legFailure(resultOf(frame, cancelOrderResultSchema, "the cancellation"))
      : failureOf(frame.status, frame.message);
    if (failure?.code === "INVALID_TOKEN") throw failure;
    return failure;
  }

  /**
   * GET /orders: today's orders (05-orders.md), read row by row: a row we cannot read is told
   * to `onUnreadable` and kept raw, so a search for one of our orders can hold its send.
   */
  async orderBook(
    session: string,
    onUnreadable?: (row: unknown, error: z.ZodError) => void,
  ): Promise<OrderBookRows<OrderRow>> {
    await this.paceBookRead(session);
    const answer = await this.call(
      session,
      { method: "GET", path: "/orders" },
      orderBookResponseSchema,
    );
    const rows = rowsOf(answer, EMPTY_ORDER_BOOK, "the order book");
    return readOrderBookRows(rows, orderRowSchema, onUnreadable);
  }

  /** GET /positions: the day's and carried-forward positions (07-portfolio.md). */
  async positions(session: string): Promise<PositionRow[]> {
    await this.paceBookRead(session);
    const answer = await this.call(
      session,
      { method: "GET", path: "/positions" },
      positionsResponseSchema,
    );
    const rows = rowsOf(answer, EMPTY_POSITIONS, "the positions");
    return everyRow(rows, positionRowSchema, "the positions");
  }

  /** POST /marketdata/marketquotes for several NSEFO instruments (09-market-data-apis.md). */
  async marketQuotes(session: string, instrumentIds: readonly string[]): Promise<Quote[]> {
    const frame = await this.call(
      session,
      {
        method: "POST",
        path: "/marketdata/marketquotes",
        json: instrumentIds.map((instrumentId) => ({ exchange: NSE_FO, instrumentId })),
      },
      envelopeSchema,
    );
    return resultOf(frame, z.array(quoteSchema), "the quotes");
  }

  private call<T>(
    session: string,
    call: Omit<BrokerCall<T>, "schema" | "headers" | "acceptStatuses">,
    schema: z.ZodType<T>,
  ): Promise<T> {
    return this.http.request({
      ...call,
      schema,
      headers: { Authorization: `Bearer ${session}` },
      acceptStatuses: FRAMED_STATUSES,
    });
  }

  /** Waits until this session may read its order book or positions again (3 a second). */
  private async paceBookRead(session: string): Promise<void> {
    if (this.bookReadGapMs <= 0) return;
    const now = performance.now();
    const at = Math.max(now, this.nextBookRead.get(session) ?? 0);
    // Sessions roll over daily: forget the ones whose next read is long due.
    for (const [known, next] of this.nextBookRead) if (next < now) this.nextBookRead.delete(known);
    this.nextBookRead.set(session, at + this.bookReadGapMs);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/** A cancellation's leg that says it failed, as our error; a leg saying nothing is none. */
function legFailure(leg: LegResult | undefined): BrokerError | undefined {
  if (!leg?.status || wentThrough(leg.status)) return undefined;
  return failureOf(leg.status, leg.message);
}

/**
 * The place answer read (issue 52: a booked order misread as refused is sent again under a new
 * key, a second real order). A leg carrying an order id is placed, whatever the words say; only a
 * failure word with a reason, in the leg or else the frame, is a refusal; anything else (an
 * accepted frame without a leg, a leg with neither id nor reason) is BAD_RESPONSE, which the
 * engine settles by searching the book for our tag. OpenAlgo also places only on an order id
 * (order_api.py `_is_success_result`), and the docs give a refused leg its code and message
 * (02-request-response-structure.md).
 */
function placedOrderId(frame: Envelope): string {
  const leg = placeLegOf(frame.result);
  if (leg?.brokerOrderId) return leg.brokerOrderId;
  // A leg that says it went through outweighs a frame that says otherwise: not known.
  const refusal = refusalOf(leg) ?? (wentThrough(leg?.status) ? undefined : refusalOf(frame));
  if (refusal) throw refusal;
  throw new BrokerError(
    "BAD_RESPONSE",
    `${IIFL_CAPITAL_NAME} answered the order with no order id and no reason (${frame.status}): not known whether it was placed`,
  );
}

/** The place answer's leg: `result[0]`, or `result` as one object (as 05-orders.md modify). */
function placeLegOf(result: unknown): LegResult | undefined {
  const first: unknown = Array.isArray(result) ? result[0] : result;
  if (first === undefined || first === null) return undefined;
  const leg = legResultSchema.safeParse(first);
  // A leg we cannot read may hold an order id: not known, never a refusal.
  if (!leg.success) throw unexpected("the order");
  return leg.data;
}

/** A clear refusal: a dead session's code, or a failure word with a reason. */
function refusalOf(
  answer: { status?: string | null; message?: string | null } | undefined,
): BrokerError | undefined {
  const status = answer?.status?.trim();
  if (!status || wentThrough(status)) return undefined;
  if (SESSION_CODES.has(status)) return sessionExpired(IIFL_CAPITAL_NAME);
  const reason = answer?.message?.trim();
  return reason && !wentThrough(reason) ? failureOf(status, reason) : undefined;
}
