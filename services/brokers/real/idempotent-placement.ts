import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { BrokerError, type BrokerOrder } from "../broker";

/**
 * After a send whose fate is unknown (no answer, an unreadable one), how long the same key waits
 * before another send: a broker still booking the first order shows it in its book within this.
 */
export const UNANSWERED_SEND_GRACE_MS = 30_000;

/**
 * The tag a broker stores with an order (its client order id, remarks or order tag field) for
 * one of our idempotency keys: a hex digest cut to the broker's length limit, so any key fits
 * any broker's field and the same key always gives the same tag. 16 hex characters or more
 * leave no realistic chance of two keys of one client sharing a tag.
 */
export function orderTagOf(idempotencyKey: string, maxLength: number): string {
  if (maxLength < 12) throw new RangeError(`An order tag needs 12 characters, got ${maxLength}`);
  return createHash("sha256").update(idempotencyKey, "utf8").digest("hex").slice(0, maxLength);
}

export interface Placement {
  idempotencyKey: string;
  /** The order already at the broker with this key's tag (its order book), if there is one. */
  findExisting(): Promise<BrokerOrder | undefined>;
  /** Sends the order; the broker's answer, as the order's status. */
  send(): Promise<BrokerOrder>;
}

/**
 * Placing an order at a broker that has no idempotency of its own, without ever doubling it:
 * the order carries its key's tag, and before sending, the broker's order book is searched for
 * that tag (the answer of an earlier attempt may have been lost, or the process restarted since
 * it was sent). Concurrent calls with one key share one attempt. The order book is read before
 * every first send: one read per leg is the price of never placing an order twice. A send that
 * went unanswered holds its key back for a grace period: the broker may still be booking it.
 */
export class IdempotentPlacements {
  private readonly inFlight = new Map<string, Promise<BrokerOrder>>();
  /** Keys whose last send went unanswered, with when (performance.now(), elapsed time only). */
  private readonly unanswered = new Map<string, number>();

  constructor(private readonly graceMs = UNANSWERED_SEND_GRACE_MS) {}

  place(placement: Placement): Promise<BrokerOrder> {
    const key = placement.idempotencyKey;
    const running = this.inFlight.get(key);
    if (running) return running;
    const attempt = this.findOrSend(placement).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, attempt);
    return attempt;
  }

  private async findOrSend(placement: Placement): Promise<BrokerOrder> {
    const key = placement.idempotencyKey;
    const existing = await placement.findExisting();
    this.forgetLapsed();
    if (existing) {
      this.unanswered.delete(key);
      return existing;
    }
    if (this.unanswered.has(key)) {
      // Not in the book yet, but the broker may still be booking it: asked again later.
      throw new BrokerError("TIMEOUT", "An order sent moments ago has no answer yet");
    }
    try {
      return await placement.send();
    } catch (error) {
      if (
        error instanceof BrokerError &&
        (error.code === "TIMEOUT" || error.code === "BAD_RESPONSE")
      ) {
        this.unanswered.set(key, performance.now());
      }
      throw error;
    }
  }

  private forgetLapsed(): void {
    const now = performance.now();
    for (const [key, since] of this.unanswered) {
      if (now - since >= this.graceMs) this.unanswered.delete(key);
    }
  }
}
