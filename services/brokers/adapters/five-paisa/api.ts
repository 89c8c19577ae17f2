import { z } from "zod";
import type { Paise } from "../../../../lib/money/paise";
import { BrokerError, sessionExpired, type BrokerSession } from "../../broker";
import type { BrokerHttp } from "../../real/broker-http";
import { bodyStatusSchema, envelopeSchema, INVALID_SESSION_STATUS } from "./wire";
import { brokerAmount } from "../../real/broker-amount";

/** Messages 5paisa answers for a session it no longer accepts (docs' failure samples). */
const EXPIRED_MESSAGES = /^(invalid session|authentication fails|invalid token|token expired\.?)$/i;

/**
 * One 5paisa call: `{head: {key}, body}` JSON with `Authorization: bearer <token>`, its answer's
 * envelope read the way every 5paisa call answers (HTTP 200 even for a failure): an expired
 * session (body.Status 9, or the bare "Invalid Token" text) is INVALID_TOKEN, a refused head
 * (head.status 2: our vendor key) or a body-less answer is REJECTED with 5paisa's words, and
 * the body is checked against the call's schema (BAD_RESPONSE otherwise).
 */
export class FivePaisaApi {
  constructor(
    private readonly http: BrokerHttp,
    private readonly vendorKey: string,
  ) {}

  get brokerName(): string {
    return this.http.brokerName;
  }

  async call<T>(
    path: string,
    session: BrokerSession,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const answer = await this.http.request({
      method: "POST",
      path,
      headers: { Authorization: `bearer ${session.accessToken}` },
      json: { head: { key: this.vendorKey }, body },
      schema: z.unknown(),
    });
    return this.read(path, answer, schema);
  }

  /** The body of an answer, or the error 5paisa's envelope says it is. */
  read<T>(path: string, answer: unknown, schema: z.ZodType<T>): T {
    if (typeof answer === "string" && EXPIRED_MESSAGES.test(answer.trim())) {
      throw sessionExpired(this.brokerName);
    }
    const envelope = envelopeSchema.safeParse(answer);
    if (!envelope.success) throw this.unreadable(path, "body");
    const { head, body } = envelope.data;
    const status = bodyStatusSchema.safeParse(body);
    if (status.success) {
      const { Status, Message } = status.data;
      if (Status === INVALID_SESSION_STATUS || EXPIRED_MESSAGES.test(Message?.trim() ?? "")) {
        throw sessionExpired(this.brokerName);
      }
    }
    if (body === null || body === undefined) {
      const reason = head?.statusDescription ?? head?.StatusDescription ?? "no answer";
      throw new BrokerError("REJECTED", `${this.brokerName}: ${reason}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw this.unreadable(path, parsed.error.issues[0]?.path.join(".") || "body");
    }
    return parsed.data;
  }

  private unreadable(path: string, where: string): BrokerError {
    return new BrokerError(
      "BAD_RESPONSE",
      `${this.brokerName} answered POST ${path} in an unexpected form (${where})`,
    );
  }
}

/** 5paisa's "/Date(1707279047230+0530)/" as an instant; undefined when it is not one. */
export function dateOf(text: string | null | undefined): Date | undefined {
  const match = /\/Date\((-?\d+)([+-]\d{4})?\)\//.exec(text ?? "");
  return match ? new Date(Number(match[1])) : undefined;
}

/** A rupee amount 5paisa sent, in paise; one that is not a number is an answer we cannot read. */
export function paiseOf(amount: number | string): Paise {
  return brokerAmount("5paisa", amount);
}

/** 5paisa refused a request: its reason, for the trader. */
export function refusal(brokerName: string, reason: string | null | undefined): BrokerError {
  return new BrokerError(
    "REJECTED",
    `${brokerName}: ${reason?.trim() || "the request was refused"}`,
  );
}
