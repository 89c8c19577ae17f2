import type { ServicesConfig } from "../config";
import { TokenVault } from "../brokers/token-vault";
import type { InstrumentListings } from "../baskets/basket-engine";
import type { ScripMasterSource } from "../brokers/real/scrip-master-store";
import { createRealBrokers, type RealBrokers, type RealBrokersOptions } from "./real-brokers";
import { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { createBrokerRegistry, type BrokerRegistry } from "../brokers/registry";
import { createPaperBroker, type PaperBroker } from "../brokers/test-broker/paper-broker";
import type { Clock } from "../../lib/time/clock";
import { SimulatedMarket } from "../market/simulated-market";
import { MarketMoves } from "../market/market-moves";
import type { SandboxBroker } from "../brokers/sandbox/sandbox-broker";
import type { RealBrokerCode } from "../brokers/registry";

export interface BrokersOptions {
  config: Pick<
    ServicesConfig,
    | "marketSeed"
    | "practiceMarket"
    | "paperBrokerSecret"
    | "brokerCredentials"
    | "brokerTokenKey"
    | "sessionSecret"
    | "sandboxBrokers"
    | "webOrigins"
  >;
  db: Db;
  logger: Logger;
  /** The process's clock: real time in production, a stated one in tests. */
  clock: Clock;
  /** This instance's lease on a client's order book, where several instances serve traders. */
  orderBookLease?: RealBrokersOptions["orderBookLease"];
}

/**
 * The embedded market, the paper broker on its practice-session twin (when PRACTICE_MARKET is on)
 * and the database, and every broker by code.
 */
export interface Brokers {
  /** NSE's prices as the simulation has them: standing at the close while NSE is shut. */
  market: SimulatedMarket;
  /** The paper broker's: the same in a session, its practice session's while NSE is shut. */
  paperMarket: SimulatedMarket;
  /** The drills' moves of both markets, stored and re-read (market-moves.ts); not started here. */
  marketMoves: MarketMoves;
  paperBroker: PaperBroker;
  brokers: BrokerRegistry;
  /** Each trader's broker session, encrypted at rest. */
  brokerSessions: BrokerSessionStore;
  /** What each real broker's scrip master lists (the engine checks legs against it). */
  listings: InstrumentListings;
  /** The scrip masters of the configured real brokers, to keep current. */
  masters: ScripMasterSource[];
  /** The configured real brokers' stream clients. */
  liveStreams: RealBrokers["liveStreams"];
  /** The real brokers served as sandboxes here (SANDBOX_BROKERS, no credentials): to start. */
  sandboxes: ReadonlyMap<RealBrokerCode, SandboxBroker>;
}

/** Builds the market and the brokers from the config. Starts nothing: no timer, no connection. */
export function createBrokers(options: BrokersOptions): Brokers {
  const { config, db, logger, clock, orderBookLease } = options;
  const market = new SimulatedMarket({ seed: config.marketSeed, clock });
  const paperMarket = config.practiceMarket
    ? new SimulatedMarket({ seed: config.marketSeed, clock, practice: true })
    : market;
  const marketMoves = new MarketMoves({ db, market, paperMarket, clock, logger });
  const paperBroker = createPaperBroker({
    db,
    market: paperMarket,
    tokenSecret: config.paperBrokerSecret,
    logger,
  });
  // A sandbox trades as the paper broker does: on its market, practice while NSE is shut.
  const sandbox = config.sandboxBrokers
    ? { market: paperMarket, webOrigin: config.webOrigins[0] ?? "http://localhost:3000" }
    : undefined;
  const real = createRealBrokers({
    credentials: config.brokerCredentials,
    clock,
    logger,
    sandbox,
    orderBookLease,
  });
  const brokers = createBrokerRegistry({ real: real.adapters, testBroker: paperBroker });
  const vault = config.brokerTokenKey
    ? TokenVault.fromKey(config.brokerTokenKey)
    : TokenVault.derivedFrom(config.sessionSecret);
  const brokerSessions = new BrokerSessionStore(db, vault);
  return {
    market,
    paperMarket,
    marketMoves,
    paperBroker,
    brokers,
    brokerSessions,
    listings: real.listings,
    masters: real.masters,
    sandboxes: real.sandboxes,
    liveStreams: real.liveStreams,
  };
}
