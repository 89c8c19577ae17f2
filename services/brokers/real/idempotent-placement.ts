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
 *
 * A book that does not show the order yet is not proof that it was never booked: a broker still
 * booking a send whose answer was lost shows it only later. The hold after such a send lives
 * with the order in the database (services/baskets/sending/order-send.ts), so every instance and a
 * restarted one honour it; during it the engine only searches (`find`), and sends again through
 * `place` once the hold has passed with no sign of the order.
 */
export class IdempotentPlacements {
  private readonly inFlight = new Map<string, Promise<BrokerOrder>>();

  place(placement: Placement): Promise<BrokerOrder> {
    const key = placement.idempotencyKey;
    const running = this.inFlight.get(key);
    if (running) return running;
    const attempt = this.findOrSend(placement).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, attempt);
    return attempt;
  }

  /** The order the book shows under this key, sending nothing (a send in flight is awaited). */
  async find(placement: Placement): Promise<BrokerOrder | undefined> {
    const running = this.inFlight.get(placement.idempotencyKey);
    if (running) return running.catch(() => placement.findExisting());
    return placement.findExisting();
  }

  private async findOrSend(placement: Placement): Promise<BrokerOrder> {
    return (await placement.findExisting()) ?? placement.send();
  }
}
