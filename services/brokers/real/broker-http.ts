import type { z } from "zod";
import { BrokerError, sessionExpired } from "../broker";

/** How long a broker call may take before it counts as unanswered (TIMEOUT). */
export const DEFAULT_BROKER_TIMEOUT_MS = 10_000;

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface BrokerHttpOptions {
  /** The broker's display name, for messages ("Alice Blue did not answer in time"). */
  brokerName: string;
  /** Scheme and host (and any fixed path prefix) of the broker's API; tests point it at a fake. */
  baseUrl: string;
  timeoutMs?: number;
  /** The fetch to send with (the global one by default). */
  fetch?: typeof fetch;
  /** Headers every call carries (a User-Agent, a vendor key). */
  headers?: Readonly<Record<string, string>>;
  /**
   * The broker's own reason in an error body (4xx), shown to the trader. Undefined when the body
   * carries none: the message then names the HTTP status.
   */
  errorMessage?: (body: unknown) => string | undefined;
}

export interface BrokerCall<T> {
  method: HttpMethod;
  /** Appended to the base URL, e.g. "/v1/orders". */
  path: string;
  query?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Readonly<Record<string, string>>;
  /** The answer's shape: an answer that does not match is BAD_RESPONSE. */
  schema: z.ZodType<T>;
  /** Non-2xx statuses whose body is still an answer to parse (Nuvama's 222, say). */
  acceptStatuses?: readonly number[];
  /**
   * Statuses that mean the trader's session is over: 401 and 403 by default. A broker that
   * answers 403 for a refused request (not a dead session) narrows it.
   */
  sessionExpiredStatuses?: readonly number[];
}

/**
 * The JSON-over-HTTP client every real broker adapter sends through, so each broker's calls fail
 * the same way: no answer in time (or a network failure, or a 5xx) is TIMEOUT, an outcome the
 * engine treats as unknown and resolves by asking again with the same idempotency key; 401/403
 * is an expired session (INVALID_TOKEN, so the services answer 401 and the trader logs in
 * again); 429 is RATE_LIMITED; any other 4xx is REJECTED with the broker's reason; an answer
 * that does not match its schema is BAD_RESPONSE. Nothing here logs: headers carry tokens.
 */
export class BrokerHttp {
  private readonly timeoutMs: number;
  private readonly send: typeof fetch;

  constructor(private readonly options: BrokerHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_BROKER_TIMEOUT_MS;
    this.send = options.fetch ?? fetch;
  }

  get brokerName(): string {
    return this.options.brokerName;
  }

  async request<T>(call: BrokerCall<T>): Promise<T> {
    const response = await this.exchange(call);
    const body = await readBody(response).catch(() => {
      // The answer was cut off (timed out or reset mid-body): as unknown as no answer at all.
      throw new BrokerError("TIMEOUT", `${this.brokerName} did not answer in time`);
    });
    const accepted = response.ok || (call.acceptStatuses ?? []).includes(response.status);
    if (!accepted) throw this.failure(call, response.status, body);
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join(".") || "body";
      throw new BrokerError(
        "BAD_RESPONSE",
        `${this.brokerName} answered ${call.method} ${call.path} in an unexpected form (${where})`,
      );
    }
    return parsed.data;
  }

  private async exchange(call: BrokerCall<unknown>): Promise<Response> {
    const url = new URL(this.options.baseUrl.replace(/\/$/, "") + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = {
      Accept: "application/json",
      ...this.options.headers,
      ...call.headers,
    };
    let body: string | undefined;
    if (call.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(call.json);
    } else if (call.form !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(call.form).toString();
    }
    try {
      return await this.send(url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      // Timed out or never connected: the broker may or may not have acted on it.
      throw new BrokerError("TIMEOUT", `${this.brokerName} did not answer in time`);
    }
  }

  private failure(call: BrokerCall<unknown>, status: number, body: unknown): BrokerError {
    if ((call.sessionExpiredStatuses ?? [401, 403]).includes(status)) {
      return sessionExpired(this.brokerName);
    }
    if (status === 429) {
      return new BrokerError("RATE_LIMITED", `${this.brokerName} is busy: try again in a moment`);
    }
    if (status >= 500) {
      return new BrokerError("TIMEOUT", `${this.brokerName} did not answer in time`);
    }
    const reason = this.options.errorMessage?.(body);
    return new BrokerError(
      "REJECTED",
      reason
        ? `${this.brokerName}: ${reason}`
        : `${this.brokerName} refused the request (${status})`,
    );
  }
}

/** The body as JSON when it is JSON, else its text (brokers' error pages are often HTML). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
