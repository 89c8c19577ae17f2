import type { Clock } from "../../lib/time/clock";
import type { HeldLease } from "../cluster/lease-keeper";
import type { InstrumentListings } from "../baskets/basket-engine";
import { createAliceBlueBroker } from "../brokers/adapters/alice-blue/alice-blue";
import { aliceBlueScripMaster } from "../brokers/adapters/alice-blue/scrip-master";
import { createFivePaisaBroker } from "../brokers/adapters/five-paisa/five-paisa";
import {
  createHdfcSkyBroker,
  createHdfcSkyStrategyBroker,
  hdfcSkyScripMaster,
  hdfcSkyStrategyScripMaster,
} from "../brokers/adapters/hdfc-sky/hdfc-sky";
import { fivePaisaScripMaster } from "../brokers/adapters/five-paisa/scrip-master";
import { createIiflBroker } from "../brokers/adapters/iifl/iifl";
import { createIiflCapitalBroker } from "../brokers/adapters/iifl-capital/iifl-capital";
import { iiflCapitalScripMaster } from "../brokers/adapters/iifl-capital/scrip-master";
import { createNuvamaBroker } from "../brokers/adapters/nuvama/nuvama";
import { nuvamaScripMaster } from "../brokers/adapters/nuvama/scrip-master";
import type { Broker } from "../brokers/broker";
import type { BrokerCredentials } from "../brokers/broker-credentials";
import type { RealBrokerDeps } from "../brokers/real/real-broker-deps";
import { ScripDirectory, type ScripMasterFormat } from "../brokers/real/scrip-master";
import type { ScripMasterSource } from "../brokers/real/scrip-master-store";
import { catalogueRecord } from "../brokers/adapters/hand-off-broker";
import type { RealBrokerCode } from "../brokers/registry";
import type { Logger } from "../logger";
import type { BrokerPriceStream, PriceStreamDeps } from "../brokers/streams/price-stream";
import { createAliceBlueStream } from "../brokers/adapters/alice-blue/price-stream";
import { createHdfcSkyStream } from "../brokers/adapters/hdfc-sky/price-stream";
import { createIiflCapitalStream } from "../brokers/adapters/iifl-capital/price-stream";
import { createNuvamaStream } from "../brokers/adapters/nuvama/price-stream";
import { createFivePaisaStream } from "../brokers/adapters/five-paisa/price-stream";
import {
  createSandboxBroker,
  type SandboxBroker,
  type SandboxBrokerOptions,
} from "../brokers/sandbox/sandbox-broker";
import { SANDBOX_SPECS } from "../brokers/sandbox/sandbox-specs";

interface RealBrokerEntry {
  create(credentials: BrokerCredentials, deps: RealBrokerDeps): Broker;
  /** The broker's market-data stream client; none: its prices are its quote call's. */
  stream?(credentials: BrokerCredentials, deps: PriceStreamDeps): BrokerPriceStream;
  /** The broker's published scrip master; none for a broker without an adapter yet (IIFL). */
  scripMaster?: ScripMasterFormat;
}

/**
 * The real brokers, as data: how each adapter is built and where its scrip master comes from.
 * The Record type makes a new catalogue broker a compile error here until it has its entry.
 */
const REAL_BROKERS: Readonly<Record<RealBrokerCode, RealBrokerEntry>> = {
  iifl: { create: () => createIiflBroker() },
  iifl_capital: {
    create: (credentials, deps) => createIiflCapitalBroker(credentials.iifl_capital, deps),
    stream: (credentials, deps) => createIiflCapitalStream(credentials.iifl_capital, deps),
    scripMaster: iiflCapitalScripMaster,
  },
  nuvama: {
    create: (credentials, deps) => createNuvamaBroker(credentials.nuvama, deps),
    stream: (credentials, deps) => createNuvamaStream(credentials.nuvama, deps),
    scripMaster: nuvamaScripMaster,
  },
  "5paisa": {
    create: (credentials, deps) => createFivePaisaBroker(credentials["5paisa"], deps),
    stream: (credentials, deps) => createFivePaisaStream(credentials["5paisa"], deps),
    scripMaster: fivePaisaScripMaster,
  },
  aliceblue: {
    create: (credentials, deps) => createAliceBlueBroker(credentials.aliceblue, deps),
    stream: (credentials, deps) => createAliceBlueStream(credentials.aliceblue, deps),
    scripMaster: aliceBlueScripMaster,
  },
  hdfc_sky: {
    create: (credentials, deps) => createHdfcSkyBroker(credentials.hdfc_sky, deps),
    stream: (credentials, deps) => createHdfcSkyStream(credentials.hdfc_sky, deps),
    scripMaster: hdfcSkyScripMaster,
  },
  hdfc_sky_strategy: {
    create: (credentials, deps) => createHdfcSkyStrategyBroker(credentials.hdfc_sky_strategy, deps),
    stream: (credentials, deps) => createHdfcSkyStream(credentials.hdfc_sky_strategy, deps),
    scripMaster: hdfcSkyStrategyScripMaster,
  },
};

export interface RealBrokers {
  adapters: Record<RealBrokerCode, Broker>;
  /** The brokers served as sandboxes (no credentials here), by code: started by the runtime. */
  sandboxes: ReadonlyMap<RealBrokerCode, SandboxBroker>;
  /** What each broker's master lists: the engine refuses other contracts before sending. */
  listings: InstrumentListings;
  /** The masters to keep current: those of the brokers whose credentials are configured. */
  masters: ScripMasterSource[];
  /** The configured brokers' stream clients (a sandbox's is its own: SandboxBroker.stream). */
  liveStreams: Partial<Record<RealBrokerCode, BrokerPriceStream>>;
}

export interface RealBrokersOptions {
  credentials: BrokerCredentials;
  clock: Clock;
  logger: Logger;
  /** Serve each broker without credentials as a sandbox on this market; none when unset. */
  sandbox?: Pick<SandboxBrokerOptions, "market" | "webOrigin">;
  /** This instance's lease on a client's order book at a broker (several instances). */
  orderBookLease?: (broker: RealBrokerCode, clientId: string) => HeldLease;
}

/** Whether any of a broker's credentials is set: its master is worth downloading. */
function isConfigured(credentials: BrokerCredentials, code: RealBrokerCode): boolean {
  if (code === "iifl") return false;
  return Object.values(credentials[code]).some((value) => value !== undefined);
}

/** Builds every real broker's adapter on its own scrip directory. Starts nothing. */
export function createRealBrokers({
  credentials,
  clock,
  logger,
  sandbox,
  orderBookLease,
}: RealBrokersOptions): RealBrokers {
  const adapters = {} as Record<RealBrokerCode, Broker>;
  const listings: InstrumentListings = {};
  const masters: ScripMasterSource[] = [];
  const sandboxes = new Map<RealBrokerCode, SandboxBroker>();
  const liveStreams: Partial<Record<RealBrokerCode, BrokerPriceStream>> = {};
  for (const code of Object.keys(REAL_BROKERS) as RealBrokerCode[]) {
    const entry = REAL_BROKERS[code];
    const spec = SANDBOX_SPECS[code];
    const leases = orderBookLease && {
      orderBookLease: (client: string) => orderBookLease(code, client),
    };
    if (sandbox && spec && !isConfigured(credentials, code)) {
      const served = createSandboxBroker({ spec, clock, logger, ...sandbox, ...leases });
      sandboxes.set(code, served);
      adapters[code] = served.adapter;
      listings[code] = served.directory;
      continue;
    }
    const directory = new ScripDirectory(catalogueRecord(code).name);
    adapters[code] = entry.create(credentials, { scrips: directory, clock, logger, ...leases });
    if (entry.stream && isConfigured(credentials, code)) {
      liveStreams[code] = entry.stream(credentials, { scrips: directory, clock, logger });
    }
    if (!entry.scripMaster) continue;
    listings[code] = directory;
    if (isConfigured(credentials, code)) masters.push({ format: entry.scripMaster, directory });
  }
  return { adapters, sandboxes, listings, masters, liveStreams };
}
