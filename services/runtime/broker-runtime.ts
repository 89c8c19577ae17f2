import {
  MATCH_INTERVAL_MS,
  startRestingOrderMatcher,
} from "../brokers/test-broker/resting-order-matcher";
import { createBrokers, type Brokers, type BrokersOptions } from "./create-brokers";

export interface BrokerRuntimeOptions extends BrokersOptions {
  /** How often resting paper orders are tried against the market; every second unless given. */
  matchIntervalMs?: number;
}

/** The market and brokers of the running process, with the paper broker's matcher running. */
export interface BrokerRuntime extends Brokers {
  /** Stops the resting-order matcher, waiting for a run in progress. Safe to call twice. */
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
  let stopping: Promise<void> | undefined;
  return { ...built, stop: () => (stopping ??= stopMatcher()) };
}
