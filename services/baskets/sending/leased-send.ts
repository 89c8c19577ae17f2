import { BrokerError, type BrokerSession } from "../../brokers/broker";
import type { BasketEngine } from "../basket-engine";
import type { Trader } from "../trader";
import { basketLeaseClaim, releaseBasketLease } from "../reconciling/basket-leases";
import type { FirstOrderOut, SendPriority, TurnReserved } from "./send-turns";

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
async function sendUnderLease(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basketId: string,
  turn: TurnReserved,
): Promise<boolean> {
  // The turn first, then the lease: a basket waiting its turn renews nothing.
  return turn.run((firstOrderOut) => sendLeased(engine, user, session, basketId, firstOrderOut));
}

/**
 * A trader's action sends its orders: at once when no other basket is sending, so the answer is
 * the basket as its broker left it; else the answer comes now, the basket in its action's status
 * (ENTERING, EXITING…) with its orders written, and the send follows in its turn, its news
 * reaching the trader as every send's does. At the open a thousand traders place together: none
 * waits for the baskets ahead of theirs to be sent before hearing theirs is in line, and the
 * sends in line start together (send-turns.ts). A broker session that expires in a later send
 * refuses the rest of its orders (retryable) as it would have in the trader's call; the trader's
 * next call to the broker logs them out. Called holding the basket (engine.exclusively): a
 * later send takes its place in line at once (with the others of this turn, so a hundred exits
 * fired together start together), then the basket, after the caller's work on it, and runs in its
 * turn. An exit's send goes ahead of the other sends waiting.
 */
export async function sendInTurn(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basketId: string,
  priority: SendPriority = "OTHER",
): Promise<void> {
  const idle = engine.sendTurns.idle;
  const turn = engine.sendTurns.reserve(priority);
  if (idle) {
    await sendUnderLease(engine, user, session, basketId, turn);
    return;
  }
  engine.later(basketId, () =>
    sendUnderLease(engine, user, session, basketId, turn).catch((error: unknown) => {
      if (!(error instanceof BrokerError)) throw error;
      engine.deps.logger.warn("Basket send ended by its broker", { basketId, code: error.code });
    }),
  );
}

async function sendLeased(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basketId: string,
  firstOrderOut: FirstOrderOut,
): Promise<boolean> {
  const { db, now, logger } = engine.deps;
  const holder = engine.leaseHolder;
  // Stopped while waiting its turn: to the other instances this one is gone, as a killed one is.
  if (engine.isStopped) return false;
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
    await engine.sendAndSettle(user, session, basketId, claim.held, firstOrderOut);
    return true;
  } finally {
    clearInterval(renewal);
    forget();
    await renewing; // a renewal still on its way would take the lease back after the release
    await releaseBasketLease(db, basketId, holder);
  }
}
