import { settleExpiredPositions } from "../brokers/test-broker/expiry-settlement";
import {
  MATCH_INTERVAL_MS,
  startRestingOrderMatcher,
} from "../brokers/test-broker/resting-order-matcher";
import { simulatedIndexClose } from "../market/index-close";
import { repeatEvery } from "./repeat-every";
import { ScripMasterStore, startScripMasterRefresh } from "../brokers/real/scrip-master-store";
import type { LeaseKeeper } from "../cluster/lease-keeper";
import { orderBookLeases } from "./cluster-leases";
import { createBrokers, type Brokers, type BrokersOptions } from "./create-brokers";

export interface BrokerRuntimeOptions extends Omit<BrokersOptions, "orderBookLease"> {
  /** How often resting paper orders are tried against the market; every second unless given. */
  matchIntervalMs?: number;
  /** How often the paper broker's book is settled for contracts past expiry; each minute unless given. */
  expirySettleIntervalMs?: number;
  /** How often the drills' market moves are re-read; every second unless given. */
  marketMovesRefreshMs?: number;
  /**
   * This instance's leases on the traders' broker connections (several instances over one
   * PostgreSQL, runtime/cluster-leases.ts), stopped with the runtime; none: it holds them all.
   */
  leases?: LeaseKeeper;
}

/** The market and brokers of the running process, with the paper broker's matcher running. */
export interface BrokerRuntime extends Brokers {
  /**
   * Settles once the configured brokers' scrip masters are restored from the database, the
   * drills' market moves are read, and the sandboxes are listening with their masters loaded.
   */
  mastersRestored: Promise<void>;
  /**
   * Stops the matcher, the masters' refresh and the market moves' re-read, waiting for a run in
   * progress, then lets go of this instance's leases. Safe twice.
   */
  stop(): Promise<void>;
}

/**
 * Builds the market and the brokers (create-brokers.ts), starts the paper broker's
 * resting-order matcher and the re-read of the drills' market moves (every second, so a move made
 * through another instance reaches this one's prices). The caller stops it before it closes the
 * database.
 */
export function startBrokerRuntime(options: BrokerRuntimeOptions): BrokerRuntime {
  const built = createBrokers({ ...options, orderBookLease: orderBookLeases(options.leases) });
  const stopMatcher = startRestingOrderMatcher(
    built.paperBroker,
    options.logger,
    options.matchIntervalMs ?? MATCH_INTERVAL_MS,
  );
  // The exchange settles what is held to expiry: the paper broker's book.
  const closeOf = simulatedIndexClose(built.paperMarket);
  const stopSettling = repeatEvery(
    () => settleExpiredPositions(options.db, built.paperMarket, closeOf),
    options.expirySettleIntervalMs ?? 60_000,
    (error) => options.logger.error("Paper expiry settlement failed", { error }),
  );
  const store = new ScripMasterStore({
    db: options.db,
    clock: options.clock,
    logger: options.logger,
  });
  // Downloads go on in the background; a failed one is logged and tried again later.
  const stopRefresh = startScripMasterRefresh(store, built.masters, options.logger);
  // The moves stored so far first: the sandboxes list their strikes around the moved levels.
  const movesRead = built.marketMoves
    .refresh()
    .then(() => undefined)
    .catch((error: unknown) => options.logger.error("Market moves read failed", { error }));
  const stopMoves = built.marketMoves.start(options.marketMovesRefreshMs);
  const sandboxes = [...built.sandboxes.values()];
  const sandboxesStarted = movesRead.then(() =>
    Promise.all(sandboxes.map((sandbox) => sandbox.start())),
  );
  const mastersRestored = Promise.all([stopRefresh, sandboxesStarted]).then(() => undefined);
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    (await stopRefresh.catch(() => () => undefined))();
    await sandboxesStarted.catch(() => undefined);
    await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
    await stopMatcher();
    await stopSettling();
    await stopMoves();
    // Last: the other instances take this one's traders over at once.
    await options.leases?.stop();
  };
  return { ...built, mastersRestored, stop: () => (stopping ??= stop()) };
}
