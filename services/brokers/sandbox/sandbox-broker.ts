import { verifyCallbackUrl } from "../../../lib/login/start-login";
import type { Clock } from "../../../lib/time/clock";
import type { Logger } from "../../logger";
import { settlementBookedByBroker } from "../../market/contract-expiry";
import { instrumentByToken } from "../../market/instrument-lookup";
import type { SimulatedMarket } from "../../market/simulated-market";
import { catalogueRecord } from "../adapters/hand-off-broker";
import type { Broker } from "../broker";
import type { RealBrokerDeps } from "../real/real-broker-deps";
import { brokerScripsOf, ScripDirectory } from "../real/scrip-master";
import type { RealBrokerCode } from "../registry";
import type { FakeBrokerServer } from "../testing/fake-broker-server";
import { FakeExchange } from "../testing/fake-exchange";
import { SandboxHost } from "./sandbox-host";
import type { BrokerPriceStream } from "../streams/price-stream";
import type { FakeStream } from "../streams/testing/fake-stream";
import { sandboxListings } from "./sandbox-listings";
import { sandboxLoginRoutes } from "./sandbox-login-page";
import type { SandboxListing, SandboxSpec } from "./sandbox-spec";

export interface SandboxBrokerOptions {
  spec: SandboxSpec;
  /** The market the sandbox fills and quotes at (the paper broker's: practice while NSE is shut). */
  market: SimulatedMarket;
  clock: Clock;
  logger: Logger;
  /** The web app's origin: a broker's registered redirect URL points at its /login/verify. */
  webOrigin: string;
  /** This instance's lease on a client's order book (services/cluster); unset: always polled. */
  orderBookLease?: RealBrokerDeps["orderBookLease"];
}

/** One broker's sandbox: the real adapter, built now, on the broker's fake, started later. */
export interface SandboxBroker {
  code: RealBrokerCode;
  adapter: Broker;
  /** The sandbox's master as the adapter read it (the engine checks legs against it). */
  directory: ScripDirectory;
  /** The fake's orders, sessions and next outcomes (the drills' controls act on it). */
  exchange: FakeExchange;
  /** Starts the fake and loads its master through the adapter's own reader. */
  start(): Promise<void>;
  /** The broker's stream client on the sandbox's fake stream, once started (none: quotes). */
  stream(): BrokerPriceStream | undefined;
  /** A drill's stream drop: the fake stream closes every connection (or `clientId`'s). */
  dropStream(clientId?: string): void;
  close(): Promise<void>;
}

export function createSandboxBroker(options: SandboxBrokerOptions): SandboxBroker {
  const { spec, market, clock, logger } = options;
  const record = catalogueRecord(spec.code);
  const loginPath = new URL(record.loginURL).pathname;
  const host = new SandboxHost();
  const directory = new ScripDirectory(`${record.name} sandbox`);
  const instrumentOf = new Map<string, number>();
  for (const [brokerToken, underlying] of Object.entries(spec.indexTokens ?? {})) {
    instrumentOf.set(brokerToken, underlying);
  }
  const exchange = new FakeExchange(
    () => clock.now(),
    (brokerToken) => {
      const token = instrumentOf.get(brokerToken);
      return token === undefined ? undefined : market.lastTradedPrice(token);
    },
  );
  // Its contract notes' brokerage: the funds it reports fall by each day's charges.
  exchange.brokeragePerOrder = record.optionsBrokerage.perExecutedOrder;
  exchange.settlementBooked = (brokerToken) => {
    const token = instrumentOf.get(brokerToken);
    const instrument = token === undefined ? undefined : instrumentByToken(token);
    return instrument !== undefined && settlementBookedByBroker(instrument, clock.now());
  };
  const adapter: Broker = spec.createAdapter({
    scrips: directory,
    clock,
    logger,
    orderBookLease: options.orderBookLease,
    fetch: host.fetch,
    baseUrls: {
      get login() {
        return `${host.url}${loginPath}`;
      },
    },
  });
  let server: FakeBrokerServer | undefined;
  let fakeStream: FakeStream | undefined;
  let stream: BrokerPriceStream | undefined;

  async function start() {
    const listings = sandboxListings(spec, market.listedInstruments());
    for (const { instrument, scrip } of listings)
      instrumentOf.set(scrip.brokerToken, instrument.token);
    server = await spec.startFake({
      exchange,
      listings,
      server: {
        recordRequests: false,
        onViolation: (violation) =>
          logger.warn("A sandbox broker was called off its documented format", {
            broker: spec.code,
            violation,
          }),
        routes: (app) => {
          sandboxLoginRoutes({
            spec,
            brokerName: record.name,
            exchange,
            path: loginPath,
            registeredRedirect: verifyCallbackUrl(options.webOrigin, spec.code),
          })(app);
          app.get(new URL(spec.masterUrl).pathname, () => masterAnswer(spec, listings));
        },
      },
    });
    host.listening(server.url);
    const text = await spec.scripMaster.download(host.fetch);
    directory.replace(brokerScripsOf(spec.scripMaster.parse(text)));
    if (spec.priceStream) {
      fakeStream = await spec.priceStream.startFake({
        exchange,
        scrips: listings.map((listing) => listing.scrip),
      });
      stream = spec.priceStream.create({
        scrips: directory,
        clock,
        logger,
        fetch: host.fetch,
        url: fakeStream.url,
      });
    }
    logger.info("Sandbox broker started", {
      broker: spec.code,
      url: server.url,
      contracts: directory.size,
    });
  }

  return {
    code: spec.code,
    adapter: Object.assign(adapter, { sandbox: true }),
    directory,
    exchange,
    start,
    stream: () => stream,
    dropStream: (clientId) => fakeStream?.dropConnections(clientId),
    close: async () => {
      await fakeStream?.close();
      await server?.close();
    },
  };
}

function masterAnswer(spec: SandboxSpec, listings: readonly SandboxListing[]): Response {
  const file = spec.masterFile(listings);
  return new Response(file.body, { headers: { "Content-Type": file.type } });
}
