import { createHash } from "node:crypto";
import type { BrokerOrder } from "../broker";

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
 * every first send: one read per leg is the price of never placing an order twice.
 */
export class IdempotentPlacements {
  private readonly inFlight = new Map<string, Promise<BrokerOrder>>();

  place(placement: Placement): Promise<BrokerOrder> {
    const running = this.inFlight.get(placement.idempotencyKey);
    if (running) return running;
    const attempt = (async () => {
      const existing = await placement.findExisting();
      return existing ?? (await placement.send());
    })().finally(() => this.inFlight.delete(placement.idempotencyKey));
    this.inFlight.set(placement.idempotencyKey, attempt);
    return attempt;
  }
}
