import type { UserOrderStatus } from "../../../lib/basket/user-basket-wire";
import type { BrokerOrder } from "../../brokers/broker";
import type { Db } from "../../db/database";
import type { UserOrderRow } from "../../db/schema";
import type { Trader } from "../trader";
import { keyOfBrokerOrder, recordBrokerOrder } from "../basket-store";

const FINAL: readonly UserOrderStatus[] = ["COMPLETE", "REJECTED", "CANCELLED"];

/** How many final keys are remembered: far more than the orders in flight at a surge. */
const REMEMBERED = 50_000;
/** How many final orders' rows are remembered: the orders of the sends in flight, and more. */
const ROWS_REMEMBERED = 5_000;

/**
 * Records what brokers say of our orders, sparing the database what cannot change anything.
 * A final order never changes again (recordBrokerOrder only moves forward), so later news of an
 * order this process recorded final (the send's answer arriving after the fill's update, a
 * broker repeating an update) costs no write, no read back and no settle. News of one order is
 * recorded in the order it came (a broker's OPEN and COMPLETE updates and the send's answer
 * arrive together): each waits for the one before, so once one is final the rest cost nothing,
 * and one overtaken by later news as far along is never written. At the 09:15 surge that is
 * three round trips per order.
 */
export class OrderNews {
  /** Keys of orders recorded final, oldest first. */
  private readonly finalKeys = new Set<string>();
  /** The rows of the orders recorded final most recently, oldest first. */
  private readonly finalRows = new Map<string, UserOrderRow>();
  /** News of an order being recorded now, by key: the next news of it waits its turn. */
  private readonly recording = new Map<string, Promise<unknown>>();
  /** The last news told of each order being recorded. */
  private readonly newest = new Map<string, { order: BrokerOrder }>();

  constructor(
    private readonly db: Db,
    private readonly remembered = REMEMBERED,
  ) {}

  /**
   * News of a trader's order by our key, else by its broker order id (the trader's): the order
   * as it stands, or null when it is not ours or was recorded final before.
   */
  async record(user: Trader, order: BrokerOrder): Promise<UserOrderRow | null> {
    const row = await this.recordKeyed(order);
    if (row !== undefined) return row;
    const key = await keyOfBrokerOrder(this.db, user.id, order.orderId);
    if (key === undefined) return null;
    return (await this.recordKeyed({ ...order, idempotencyKey: key })) ?? null;
  }

  /**
   * News of the order keyed as it says: the order as it stands, undefined when no order has that
   * key, null when it was recorded final before, or when news as far along came after it before
   * its turn (an OPEN told together with its fill): only the later one is written.
   */
  async recordKeyed(order: BrokerOrder): Promise<UserOrderRow | null | undefined> {
    const key = order.idempotencyKey;
    const news = { order };
    this.newest.set(key, news);
    // Never at once, even first: news told in the same breath (OPEN, then COMPLETE) is all here
    // by the time the first takes its turn.
    const previous = this.recording.get(key) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(() => {
        const newest = this.newest.get(key);
        if (newest && newest !== news && asFarAlong(newest.order, order)) return null;
        return this.write(order);
      });
    this.recording.set(key, run);
    try {
      return await run;
    } finally {
      if (this.recording.get(key) === run) {
        this.recording.delete(key);
        this.newest.delete(key);
      }
    }
  }

  private async write(order: BrokerOrder): Promise<UserOrderRow | null | undefined> {
    if (this.finalKeys.has(order.idempotencyKey)) return null;
    const row = await recordBrokerOrder(this.db, order);
    if (!row) return undefined;
    if (FINAL.includes(row.status)) this.rememberFinal(row);
    return row;
  }

  /**
   * The order as this process recorded it final, while remembered: a send whose answer came
   * after the broker's own news of the fill (which it records, the answer then costing nothing)
   * keeps its basket's state without reading it back.
   */
  finalRow(key: string): UserOrderRow | undefined {
    return this.finalRows.get(key);
  }

  private rememberFinal(row: UserOrderRow): void {
    const key = row.idempotencyKey;
    this.finalKeys.add(key);
    this.finalRows.set(key, row);
    if (this.finalRows.size > Math.min(ROWS_REMEMBERED, this.remembered)) {
      const oldest = this.finalRows.keys().next().value;
      if (oldest !== undefined) this.finalRows.delete(oldest);
    }
    if (this.finalKeys.size <= this.remembered) return;
    const oldest = this.finalKeys.values().next().value;
    if (oldest !== undefined) this.finalKeys.delete(oldest);
  }
}

/** Whether `later` says at least what `earlier` does: as many units filled, final if it was. */
function asFarAlong(later: BrokerOrder, earlier: BrokerOrder): boolean {
  const final = (order: BrokerOrder) => order.status !== "OPEN";
  return later.filledQuantity >= earlier.filledQuantity && (final(later) || !final(earlier));
}
