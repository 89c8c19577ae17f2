import type { UnderlyingToken } from "../../../lib/market/underlyings";
import type { Instrument } from "../../market/instrument";
import type { Broker } from "../broker";
import type { RealBrokerDeps } from "../real/real-broker-deps";
import type { BrokerScrip, ScripMasterFormat } from "../real/scrip-master";
import type { RealBrokerCode } from "../registry";
import type { FakeBrokerServer, FakeServerOptions } from "../testing/fake-broker-server";
import type { FakeExchange } from "../testing/fake-exchange";
import type { BrokerPriceStream, PriceStreamDeps } from "../streams/price-stream";
import type { FakeStream } from "../streams/testing/fake-stream";

/** A contract of the simulated market as the sandbox lists it: ours, and the broker's names. */
export interface SandboxListing {
  instrument: Instrument;
  scrip: BrokerScrip;
}

/** One field of a broker's login form, as that broker asks for it. */
export interface SandboxLoginField {
  name: string;
  label: string;
  /** A password is hidden as typed; an OTP is 4 to 6 digits. */
  type: "text" | "password" | "otp";
}

/** What the sandbox's login page sends the trader back with. */
export interface SandboxLoginAnswer {
  /** Where to: the hand-off's own redirect URL; unset, the one registered with the broker. */
  redirectUrl?: string;
  /** The broker's own redirect parameters (its one-time code, the client id, the state). */
  params: Readonly<Record<string, string>>;
}

/**
 * One real broker as a sandbox: its contract-suite fake, fed by the simulated market, with a
 * login page of its own, and the real adapter pointed at it. Written in the broker's folder.
 */
export interface SandboxSpec {
  code: RealBrokerCode;
  /** How the broker names a contract of ours, given the token the sandbox gave it. */
  scripOf(instrument: Instrument, brokerToken: string): BrokerScrip;
  /** The broker's tokens of the index spots (its margin and quote calls ask for them). */
  indexTokens?: Readonly<Record<string, UnderlyingToken>>;
  /** The broker's scrip master: its published format (the adapter's own reader)… */
  scripMaster: ScripMasterFormat;
  /** Where the broker publishes it (the sandbox serves the file at this URL's path)… */
  masterUrl: string;
  /** …and the file as the broker publishes it, listing `listings`. */
  masterFile(listings: readonly SandboxListing[]): {
    body: string | Uint8Array<ArrayBuffer>;
    type: string;
  };
  /** The contract suite's fake of the broker, on the sandbox's exchange and server options. */
  startFake(options: {
    exchange: FakeExchange;
    listings: readonly SandboxListing[];
    server: FakeServerOptions;
  }): Promise<FakeBrokerServer>;
  /**
   * The broker's market-data stream: its fake (the contract suite's) on the sandbox's exchange,
   * and the real stream client with the sandbox's keys, pointed at it (`deps.url`).
   */
  priceStream?: {
    startFake(options: {
      exchange: FakeExchange;
      scrips: readonly BrokerScrip[];
    }): Promise<FakeStream>;
    create(deps: PriceStreamDeps): BrokerPriceStream;
  };
  /** False for a broker without a margin call (Nuvama): the app shows its own estimate. */
  marginCall?: false;
  /** The real adapter with the sandbox's app keys (the fake's), on `deps`. */
  createAdapter(deps: RealBrokerDeps): Broker;
  login: {
    fields: readonly SandboxLoginField[];
    /** The hand-off's query parameter carrying the app's key, and the key the fake expects. */
    appKey: { param: string; value: string };
    /** After a client logged in: a one-time code issued at the fake, in the broker's redirect. */
    answer(exchange: FakeExchange, clientId: string, handOff: URLSearchParams): SandboxLoginAnswer;
  };
}
