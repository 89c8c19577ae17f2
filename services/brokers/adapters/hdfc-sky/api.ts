import type { z } from "zod";
import { BrokerError, sessionExpired, type BrokerSession } from "../../broker";
import { BrokerHttp, type BrokerCall } from "../../real/broker-http";
import { baseUrlOf, type RealBrokerDeps } from "../../real/real-broker-deps";
import { HDFC_SKY_API, HDFC_SKY_USER_AGENT } from "./constants";
import {
  accessTokenResponseSchema,
  cancelResponseSchema,
  errorEnvelopeSchema,
  errorMessageOf,
  fundsResponseSchema,
  ltpResponseSchema,
  marginResponseSchema,
  orderBookResponseSchema,
  placeOrderResponseSchema,
  positionsResponseSchema,
  profileResponseSchema,
  type FundsRow,
  type MarginLegBody,
  type MarginResult,
  type PlaceOrderBody,
  type PositionRow,
} from "./wire";

/**
 * fetch-ltp answers at most this many instruments a call; more is HTTP 400 "maximum 10 items
 * allowed" (the docs are silent; OpenAlgo broker/hdfcsky/api/data.py saw it on the live API).
 */
export const LTP_BATCH = 10;

/** The name of the host override a test gives in `RealBrokerDeps.baseUrls`. */
export const HDFC_SKY_API_HOST = "api";

type Call<T> = Omit<BrokerCall<T>, "schema" | "sessionExpiredStatuses">;

/**
 * HDFC SKY's REST calls, one method each, in the broker's own terms (wire.ts). Every call sends
 * the app's `api_key` in the query and, after login, the access token raw in `Authorization`.
 * Only 401 means the session is over: the broker answers 403 for a refused request (a MARKET
 * order from an API key, per OpenAlgo), which is a rejection with its reason. An error envelope
 * (`status: "error"`) is a rejection too, even with HTTP 200.
 */
export class HdfcSkyApi {
  private readonly http: BrokerHttp;

  constructor(
    brokerName: string,
    private readonly apiKey: string,
    deps: RealBrokerDeps,
  ) {
    this.http = new BrokerHttp({
      brokerName,
      baseUrl: baseUrlOf(deps, HDFC_SKY_API_HOST, HDFC_SKY_API),
      timeoutMs: deps.timeoutMs,
      fetch: deps.fetch,
      headers: { "User-Agent": HDFC_SKY_USER_AGENT },
      errorMessage: errorMessageOf,
    });
  }

  /**
   * Redeems the login's request token; no session exists yet, so a 401 is a refusal, and so is
   * an error envelope sent with HTTP 200.
   */
  async accessToken(requestToken: string, apiSecret: string): Promise<string> {
    const answer = await this.http.request({
      method: "POST",
      path: "/oapi/v1/access-token",
      query: { api_key: this.apiKey, request_token: requestToken },
      json: { apiSecret },
      schema: errorEnvelopeSchema.or(accessTokenResponseSchema),
      sessionExpiredStatuses: [],
    });
    if (typeof answer === "string") return answer;
    const error = errorEnvelopeSchema.safeParse(answer);
    if (error.success) {
      throw this.rejection(error.data.message || `error ${error.data.error_code ?? "unknown"}`);
    }
    throw new BrokerError("BAD_RESPONSE", `${this.http.brokerName} answered no access token`);
  }

  async profileName(session: BrokerSession): Promise<string | null> {
    const answer = await this.call(session, profileResponseSchema, {
      method: "GET",
      path: "/oapi/v1/user/trading_info",
      query: this.clientQuery(session),
    });
    return answer.data.name?.trim() || null;
  }

  async funds(session: BrokerSession): Promise<FundsRow[]> {
    const answer = await this.call(session, fundsResponseSchema, {
      method: "GET",
      path: "/oapi/v1/funds/view",
      query: { ...this.clientQuery(session), type: "all" },
    });
    return answer.data.values;
  }

  /** Today's orders, raw (order-book.ts reads them row by row): the pending and completed halves. */
  async orderBook(session: BrokerSession): Promise<unknown[]> {
    const halves = await Promise.all(
      (["pending", "completed"] as const).map((type) =>
        this.call(session, orderBookResponseSchema, {
          method: "GET",
          path: "/oapi/v1/orders",
          query: { ...this.clientQuery(session), type },
        }),
      ),
    );
    return halves.flatMap((half) => half.data.orders ?? []);
  }

  /** Sends an order; the broker's order id. */
  async placeOrder(session: BrokerSession, body: PlaceOrderBody): Promise<string> {
    const answer = await this.call(session, placeOrderResponseSchema, {
      method: "POST",
      path: "/oapi/v1/orders",
      query: { api_key: this.apiKey },
      json: body,
    });
    return answer.data.oms_order_id;
  }

  async cancelOrder(session: BrokerSession, orderId: string): Promise<void> {
    await this.call(session, cancelResponseSchema, {
      method: "DELETE",
      path: `/oapi/v1/orders/${encodeURIComponent(orderId)}`,
      query: { ...this.clientQuery(session), execution_type: "REGULAR" },
    });
  }

  /** Netwise positions (carry-forward included): what NRML legs of earlier days need. */
  async positions(session: BrokerSession): Promise<PositionRow[]> {
    const answer = await this.call(session, positionsResponseSchema, {
      method: "GET",
      path: "/oapi/v1/positions",
      query: { ...this.clientQuery(session), type: "historical" },
    });
    return answer.data ?? [];
  }

  /**
   * Last prices, keyed "<exchange>:<token>"; instruments the broker does not price are absent.
   * Asked in batches of LTP_BATCH, one after another (a burst would only meet the rate limit).
   */
  async lastPrices(
    session: BrokerSession,
    instruments: readonly { exchange: string; token: string }[],
  ): Promise<Map<string, number>> {
    const prices = new Map<string, number>();
    for (let start = 0; start < instruments.length; start += LTP_BATCH) {
      const answer = await this.call(session, ltpResponseSchema, {
        method: "PUT",
        path: "/oapi/v1/fetch-ltp",
        query: { api_key: this.apiKey },
        json: { data: instruments.slice(start, start + LTP_BATCH) },
      });
      for (const row of answer.data ?? []) prices.set(`${row.exchange}:${row.token}`, row.ltp);
    }
    return prices;
  }

  async margin(session: BrokerSession, legs: readonly MarginLegBody[]): Promise<MarginResult> {
    const answer = await this.call(session, marginResponseSchema, {
      method: "POST",
      path: "/oapi/v1/margin",
      query: { api_key: this.apiKey },
      json: { data: legs },
    });
    if (answer.error && answer.error.code !== 0) {
      throw this.rejection(answer.error.message || `margin error ${answer.error.code}`);
    }
    if (!answer.result) {
      throw new BrokerError("BAD_RESPONSE", `${this.http.brokerName} answered no margin figures`);
    }
    return answer.result;
  }

  private clientQuery(session: BrokerSession): Record<string, string> {
    return { api_key: this.apiKey, client_id: session.clientId };
  }

  /** A call on the trader's session, its error envelope turned into our error. */
  private async call<T>(session: BrokerSession, schema: z.ZodType<T>, call: Call<T>): Promise<T> {
    const answer = await this.http.request({
      ...call,
      headers: { Authorization: session.accessToken },
      schema: errorEnvelopeSchema.or(schema),
      sessionExpiredStatuses: [401],
    });
    const error = errorEnvelopeSchema.safeParse(answer);
    if (!error.success) return answer as T;
    // The docs' "Request Unauthorised" (error_code 40000) is the session refused.
    if (error.data.error_code === 40000 && /unauthori[sz]ed/i.test(error.data.message ?? "")) {
      throw sessionExpired(this.http.brokerName);
    }
    throw this.rejection(error.data.message || `error ${error.data.error_code ?? "unknown"}`);
  }

  private rejection(reason: string): BrokerError {
    return new BrokerError("REJECTED", `${this.http.brokerName}: ${reason}`);
  }
}
