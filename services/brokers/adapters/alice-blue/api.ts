import type { z } from "zod";
import type { BrokerSession } from "../../broker";
import { BrokerHttp, type HttpMethod } from "../../real/broker-http";
import {
  ALICE_BLUE_NAME,
  EMPTY_LIST_CODES,
  aliceBlueErrorMessage,
  aliceBlueFailure,
  errorCodeOf,
} from "./errors";

export interface EnvelopeAnswer<Row> {
  status: string;
  message: string;
  result?: Row[] | null;
}

export interface AliceBlueCall<Row> {
  method: HttpMethod;
  path: string;
  json?: unknown;
  schema: z.ZodType<EnvelopeAnswer<Row>>;
}

/**
 * The v2 calls made on a trader's session: `Authorization: Bearer <userSession>`, the answer's
 * `{status, message, result}` opened. `rows` throws a refusal inside an HTTP 200 (`status` not
 * "Ok") as the broker reported it (`aliceBlueFailure`): "EC087 Session Expired" is an expired
 * session like an HTTP 401, an order the book does not hold is UNKNOWN_ORDER, and "no
 * orders"/"no positions" is an empty list. A "Not_Ok" without a reason is a refusal there too:
 * the calls read through `rows` (book, positions, limits, margin, cancel, profile, chain) book
 * no order, so misreading one cannot double an order; at worst a cancel reads as refused and
 * the trader sees the order still in the book. The place call is the one whose misread refusal
 * sends a second real order (issue 52): it takes the envelope whole (`answer`) and reads it by
 * its own rule (`placeItemOf` in order-calls.ts).
 */
export class AliceBlueApi {
  readonly http: BrokerHttp;

  constructor(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }) {
    this.http = new BrokerHttp({
      brokerName: ALICE_BLUE_NAME,
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      errorMessage: aliceBlueErrorMessage,
    });
  }

  /**
   * The answer's envelope as the broker wrote it, whatever its status. Throws only what the
   * HTTP call does (an HTTP 401, 429, 5xx, no answer, a body the schema cannot read).
   */
  async answer<Row>(
    session: BrokerSession,
    call: AliceBlueCall<Row>,
  ): Promise<EnvelopeAnswer<Row>> {
    return this.http.request({
      method: call.method,
      path: call.path,
      json: call.json,
      headers: { Authorization: `Bearer ${session.accessToken}` },
      schema: call.schema,
    });
  }

  /** The answer's rows; throws the broker's refusal as a BrokerError. */
  async rows<Row>(session: BrokerSession, call: AliceBlueCall<Row>): Promise<Row[]> {
    const answer = await this.answer(session, call);
    if (answer.status.toLowerCase() === "ok") return answer.result ?? [];
    const code = errorCodeOf(answer.message);
    if (code !== undefined && EMPTY_LIST_CODES.has(code)) return [];
    throw aliceBlueFailure(answer.message);
  }
}
