import { isBrokerCode, type BrokerCode } from "../../lib/brokers";
import { TEST_BROKER_CODE } from "../../lib/product";
import type { Broker } from "./broker";

/** Every broker of the catalogue (lib/brokers.ts), by code. */
export type BrokerRegistry = Readonly<Record<BrokerCode, Broker>>;

/** Every catalogue broker but the paper one. */
export type RealBrokerCode = Exclude<BrokerCode, typeof TEST_BROKER_CODE>;

export interface BrokerRegistryOptions {
  /** The real brokers' adapters (services/runtime/real-brokers.ts). */
  real: Readonly<Record<RealBrokerCode, Broker>>;
  /**
   * The test broker (test-broker/paper-broker.ts createPaperBroker): built by the caller, who
   * owns its database and market, and keeps its PaperBroker type for the matcher and the faults.
   */
  testBroker: Broker;
}

/**
 * One Broker per code of the catalogue: the real brokers' adapters and the paper test broker.
 * Each must answer to its own code.
 */
export function createBrokerRegistry({ real, testBroker }: BrokerRegistryOptions): BrokerRegistry {
  const registry: BrokerRegistry = { ...real, [TEST_BROKER_CODE]: testBroker };
  for (const [code, broker] of Object.entries(registry)) {
    if (broker.code !== code)
      throw new Error(`The ${code} broker must be ${code}, got ${broker.code}`);
  }
  return registry;
}

/** The broker of a code from outside (a cookie, a URL), or undefined for one not in the catalogue. */
export function brokerFor(registry: BrokerRegistry, code: string): Broker | undefined {
  return isBrokerCode(code) ? registry[code] : undefined;
}
