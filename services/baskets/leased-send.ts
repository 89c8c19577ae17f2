import type { BrokerSession } from "../brokers/broker";
import type { BasketEngine, Trader } from "./basket-engine";
import { basketLeaseClaim, releaseBasketLease } from "./basket-leases";

/** How long a send's lease on its basket lasts unrenewed: a killed process's lapses this soon. */
export const SEND_LEASE_MS = 5_000;
/** How often a running send renews it: a third of the lease, so one slow renewal loses nothing. */
const RENEW_EVERY_MS = SEND_LEASE_MS / 3;

/**
 * A trader's action (place, retry, adjust, exit) sends its orders holding the basket's lease,
 * renewed while the broker answers: another instance's reconciler, whose in-flight guard is only
 * its own process's, never sends the same rows at the same time (at a broker without
 * idempotency of its own, that would book them twice). When another instance holds the basket,
 * nothing is sent here: its reconciler sends the rows just written, as it sends any unsent row;
 * the lease is checked before each order too (basketLeaseClaim's `held`), and a send that lost
 * it stops there. The send waits its turn among the process's sends (engine.sendTurns) first.
 * Whether this call sent.
 */
export async function sendUnderLease(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basketId: string,
): Promise<boolean> {
  // The turn first, then the lease: a basket waiting its turn renews nothing.
  return engine.sendTurns.take(() => sendLeased(engine, user, session, basketId));
}

async function sendLeased(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basketId: string,
): Promise<boolean> {
  const { db, now, logger } = engine.deps;
  const holder = engine.leaseHolder;
  const claim = basketLeaseClaim(db, { basketId, holder, leaseMs: SEND_LEASE_MS, now });
  if (!(await claim.renew())) {
    logger.info("Basket held by another instance: its reconciler sends", { basketId });
    return false;
  }
  let renewing: Promise<unknown> = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = claim.renew().then(
      (held) => held || logger.warn("Basket lease lost mid-send", { basketId }),
      (error: unknown) => logger.warn("Basket lease not renewed", { basketId, error }),
    );
  }, RENEW_EVERY_MS);
  renewal.unref();
  // A stopped engine renews nothing: to the other instances it is gone, as a killed one is.
  const forget = engine.whenStopped(() => clearInterval(renewal));
  try {
    await engine.sendAndSettle(user, session, basketId, claim.held);
    return true;
  } finally {
    clearInterval(renewal);
    forget();
    await renewing; // a renewal still on its way would take the lease back after the release
    await releaseBasketLease(db, basketId, holder);
  }
}
