import {
  MATCH_INTERVAL_MS,
  startRestingOrderMatcher,
} from "../brokers/test-broker/resting-order-matcher";
import { ScripMasterStore, startScripMasterRefresh } from "../brokers/real/scrip-master-store";
import { createBrokers, type Brokers, type BrokersOptions } from "./create-brokers";

export interface BrokerRuntimeOptions extends BrokersOptions {
  /** How often resting paper orders are tried against the market; every second unless given. */
  matchIntervalMs?: number;
}

/** The market and brokers of the running process, with the paper broker's matcher running. */
export interface BrokerRuntime extends Brokers {
  /**
   * Settles once the configured brokers' scrip masters are restored from the database and the
   * sandboxes are listening with their masters loaded.
   */
  mastersRestored: Promise<void>;
  /** Stops the matcher and the masters' refresh, waiting for a run in progress. Safe twice. */
  stop(): Promise<void>;
}

/**
 * Builds the market and the brokers (create-brokers.ts) and starts the paper broker's
 * resting-order matcher. The caller stops it before it closes the database.
 */
export function startBrokerRuntime(options: BrokerRuntimeOptions): BrokerRuntime {
  const built = createBrokers(options);
  const stopMatcher = startRestingOrderMatcher(
    built.paperBroker,
    options.logger,
    options.matchIntervalMs ?? MATCH_INTERVAL_MS,
  );
  const store = new ScripMasterStore({
    db: options.db,
    clock: options.clock,
    logger: options.logger,
  });
  // Downloads go on in the background; a failed one is logged and tried again later.
  const stopRefresh = startScripMasterRefresh(store, built.masters, options.logger);
  const sandboxes = [...built.sandboxes.values()];
  const sandboxesStarted = Promise.all(sandboxes.map((sandbox) => sandbox.start()));
  const mastersRestored = Promise.all([stopRefresh, sandboxesStarted]).then(() => undefined);
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    (await stopRefresh.catch(() => () => undefined))();
    await sandboxesStarted.catch(() => undefined);
    await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
    await stopMatcher();
  };
  return { ...built, mastersRestored, stop: () => (stopping ??= stop()) };
}
