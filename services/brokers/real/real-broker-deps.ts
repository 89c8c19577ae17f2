import type { Clock } from "../../../lib/time/clock";
import type { HeldLease } from "../../cluster/lease-keeper";
import type { Logger } from "../../logger";
import type { ScripDirectory } from "./scrip-master";

/**
 * What every real broker's adapter is built with besides its credentials. Tests point `baseUrls`
 * at a local fake of the broker and pass a directory loaded from a fixture of its master.
 */
export interface RealBrokerDeps {
  /** The broker's scrips, kept current by the daily master load (scrip-master-store.ts). */
  scrips: ScripDirectory;
  clock: Clock;
  logger: Logger;
  /** Overrides of the broker's hosts, by the adapter's own name for each (api, login, feed…). */
  baseUrls?: Readonly<Record<string, string>>;
  /** The fetch to send with (the global one by default). */
  fetch?: typeof fetch;
  /** Order book polling interval, for brokers without an order stream. */
  orderPollMs?: number;
  /**
   * This instance's lease on a client's order book, where several services instances serve the
   * same traders (services/cluster): polled only while held. Unset (one instance): always.
   */
  orderBookLease?: (clientId: string) => HeldLease;
  timeoutMs?: number;
}

/** The host an adapter calls: the override when a test set one, else the broker's own. */
export function baseUrlOf(
  deps: Pick<RealBrokerDeps, "baseUrls">,
  name: string,
  fallback: string,
): string {
  return deps.baseUrls?.[name] ?? fallback;
}
