import { isBrokerCode, type BrokerCode } from "../../lib/brokers";
import { TEST_BROKER_CODE } from "../../lib/product";
import { createAliceBlueBroker } from "./adapters/alice-blue";
import { createFivePaisaBroker } from "./adapters/five-paisa";
import { createHdfcSkyBroker, createHdfcSkyStrategyBroker } from "./adapters/hdfc-sky";
import { createIiflBroker } from "./adapters/iifl";
import { createIiflCapitalBroker } from "./adapters/iifl-capital";
import { createNuvamaBroker } from "./adapters/nuvama";
import type { Broker } from "./broker";
import type { BrokerCredentials } from "./broker-credentials";

/** Every broker of the catalogue (lib/brokers.ts), by code. */
export type BrokerRegistry = Readonly<Record<BrokerCode, Broker>>;

export interface BrokerRegistryOptions {
  /** The real brokers' API keys (broker-credentials.ts); a broker without its key still lists. */
  credentials: BrokerCredentials;
  /**
   * The test broker (test-broker/paper-broker.ts createPaperBroker): built by the caller, who
   * owns its database and market, and keeps its PaperBroker type for the matcher and the faults.
   */
  testBroker: Broker;
}

/**
 * One Broker per code of the catalogue: the real brokers' adapters (services/brokers/adapters)
 * and the paper test broker. The Record type makes a new catalogue code a compile error here
 * until it has its adapter.
 */
export function createBrokerRegistry(options: BrokerRegistryOptions): BrokerRegistry {
  const { credentials, testBroker } = options;
  if (testBroker.code !== TEST_BROKER_CODE) {
    throw new Error(`The test broker must be ${TEST_BROKER_CODE}, got ${testBroker.code}`);
  }
  return {
    iifl: createIiflBroker(),
    iifl_capital: createIiflCapitalBroker(credentials.iifl_capital),
    nuvama: createNuvamaBroker(credentials.nuvama),
    "5paisa": createFivePaisaBroker(credentials["5paisa"]),
    aliceblue: createAliceBlueBroker(credentials.aliceblue),
    hdfc_sky: createHdfcSkyBroker(credentials.hdfc_sky),
    hdfc_sky_strategy: createHdfcSkyStrategyBroker(credentials.hdfc_sky_strategy),
    [TEST_BROKER_CODE]: testBroker,
  };
}

/** The broker of a code from outside (a cookie, a URL), or undefined for one not in the catalogue. */
export function brokerFor(registry: BrokerRegistry, code: string): Broker | undefined {
  return isBrokerCode(code) ? registry[code] : undefined;
}
