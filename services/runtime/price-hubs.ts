import type { BrokerCode } from "../../lib/brokers";
import { TEST_BROKER_CODE } from "../../lib/product";
import type { Clock } from "../../lib/time/clock";
import type { BrokerRegistry, RealBrokerCode } from "../brokers/registry";
import type { SandboxBroker } from "../brokers/sandbox/sandbox-broker";
import { BrokerPriceHub } from "../brokers/streams/price-hub";
import type { BrokerPriceStream } from "../brokers/streams/price-stream";
import type { LeaseKeeper } from "../cluster/lease-keeper";
import type { Logger } from "../logger";
import { priceStreamLeaseName } from "./cluster-leases";

export interface PriceHubsOptions {
  brokers: BrokerRegistry;
  /** The sandboxes, started: each one's stream client on its fake stream. */
  sandboxes: ReadonlyMap<RealBrokerCode, SandboxBroker>;
  /** The live brokers' stream clients, where one is configured. */
  liveStreams?: Partial<Record<RealBrokerCode, BrokerPriceStream>>;
  clock: Clock;
  logger: Logger;
  /** This instance's leases, where several instances serve the same traders: one streams each. */
  leases?: LeaseKeeper;
}

/**
 * A price hub per real broker a trader can log in with: its stream where it has one, its quote
 * call otherwise (and while another instance holds the connection's lease). The paper broker's
 * traders keep the simulated market's feed.
 */
export function createPriceHubs(
  options: PriceHubsOptions,
): Partial<Record<BrokerCode, BrokerPriceHub>> {
  const hubs: Partial<Record<BrokerCode, BrokerPriceHub>> = {};
  const { leases } = options;
  for (const code of Object.keys(options.brokers) as BrokerCode[]) {
    if (code === TEST_BROKER_CODE) continue;
    const stream = options.sandboxes.get(code)?.stream() ?? options.liveStreams?.[code];
    hubs[code] = new BrokerPriceHub({
      broker: options.brokers[code],
      stream,
      now: () => options.clock.now(),
      logger: options.logger,
      lease: leases && ((group) => leases.hold(priceStreamLeaseName(code, group))),
    });
  }
  return hubs;
}
