import { newLeaseHolder } from "../baskets/reconciling/basket-leases";
import type { BrokerCode } from "../../lib/brokers";
import type { RealBrokerCode } from "../brokers/registry";
import { LeaseKeeper, type HeldLease } from "../cluster/lease-keeper";
import { databaseLeases } from "../cluster/leases";
import type { Database } from "../db/database";
import type { Logger } from "../logger";

/** The lease on a trader's order book at a broker (or a sandbox of it): one poller per client. */
export function orderBookLeaseName(broker: RealBrokerCode, clientId: string): string {
  return `order-book:${broker}:${clientId}`;
}

/**
 * The lease on a broker's upstream price connections for a client, or for every trader of an app
 * key (`group` is then the hub's SHARED_GROUP, "app-key"): one instance streams them.
 */
export function priceStreamLeaseName(broker: BrokerCode, group: string): string {
  return `price-stream:${broker}:${group}`;
}

/** The lease on carrying out the traders' exit rules: one instance judges and fires them. */
export const EXIT_RULES_LEASE = "exit-rules";

/**
 * This instance's leases on the traders' broker connections (their order books, their price
 * streams), beating from now on: on PostgreSQL, where several instances may serve the same
 * traders. None on PGlite: the embedded database belongs to one process, which holds every
 * connection as it always has.
 */
export function startClusterLeases(database: Database, logger: Logger): LeaseKeeper | undefined {
  if (database.kind !== "postgres") return undefined;
  const keeper = new LeaseKeeper({
    store: databaseLeases(database.db),
    holder: newLeaseHolder(),
    logger,
  });
  keeper.start();
  return keeper;
}

/** Each client's order-book lease at a broker, from `keeper`; none without one (always polled). */
export function orderBookLeases(
  keeper: LeaseKeeper | undefined,
): ((broker: RealBrokerCode, clientId: string) => HeldLease) | undefined {
  return keeper && ((broker, clientId) => keeper.hold(orderBookLeaseName(broker, clientId)));
}
