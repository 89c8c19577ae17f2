import { eq } from "drizzle-orm";
import { brokerByCode, type BrokerCode } from "../../../lib/brokers";
import { PRODUCT_NAME } from "../../../lib/product";
import type { Db } from "../../db/database";
import { brokerHalts } from "../../db/schema";
import type { Logger } from "../../logger";
import { BasketError } from "../basket-error";

/** How long an instance trusts its last read of a broker's halt: a new halt reaches it this soon. */
const READ_EVERY_MS = 2_000;

/**
 * Brokers whose new positions the services have stopped (the broker_halts table, so every
 * instance stops together): a fill price no market makes means this broker's prices are read in
 * the wrong unit, and every P&L, charge and settlement after it would be wrong. New positions
 * (place, retry, adjust) are refused with the reason; exits still go, as a trader must always be
 * able to close a position, and its P&L is recorded from the broker's book once the reading is
 * mended. An operator lifts the halt (DELETE /analyst/brokers/:broker/halt).
 */
export class BrokerHalts {
  private readonly known = new Map<BrokerCode, { reason: string | null; readAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Stops new positions through `broker`, once: the first reason stands. Reports the error. */
  async halt(broker: BrokerCode, reason: string, at: Date): Promise<void> {
    const [inserted] = await this.db
      .insert(brokerHalts)
      .values({ broker, reason, haltedAt: at })
      .onConflictDoNothing()
      .returning();
    this.known.set(broker, { reason, readAt: this.clock() });
    if (inserted) this.logger.error("Orders through a broker stopped", { broker, reason });
  }

  /** Lifts the halt; whether there was one. */
  async lift(broker: BrokerCode): Promise<boolean> {
    const lifted = await this.db
      .delete(brokerHalts)
      .where(eq(brokerHalts.broker, broker))
      .returning();
    this.known.delete(broker);
    return lifted.length > 0;
  }

  /** Why orders through `broker` are stopped, or null while they go. */
  async reasonFor(broker: BrokerCode): Promise<string | null> {
    const cached = this.known.get(broker);
    if (cached && this.clock() - cached.readAt < READ_EVERY_MS) return cached.reason;
    const [row] = await this.db.select().from(brokerHalts).where(eq(brokerHalts.broker, broker));
    const reason = row?.reason ?? null;
    this.known.set(broker, { reason, readAt: this.clock() });
    return reason;
  }

  /** Refuses a new position through a halted broker (409), naming why. */
  async assertTrading(broker: BrokerCode): Promise<void> {
    const reason = await this.reasonFor(broker);
    if (reason === null) return;
    const name = brokerByCode(broker)?.name ?? broker;
    throw new BasketError(
      "CONFLICT",
      `${PRODUCT_NAME} has stopped new orders through ${name}: ${reason}. Your positions at ` +
        `${name} are as they were, and you can still exit them`,
    );
  }
}
