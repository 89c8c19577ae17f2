import { readFileSync } from "node:fs";
import type { BrokerSession } from "../../broker";
import { ScripDirectory, brokerScripsOf, type BrokerScrip } from "../../real/scrip-master";
import { FakeExchange } from "../../testing/fake-exchange";
import {
  FAKE_NUVAMA_VENDOR,
  fakeNuvamaRedirect,
  nuvamaDeps,
  startFakeNuvama,
  type FakeNuvamaServer,
} from "./fake-nuvama";
import {
  startFakeNuvamaStream,
  type FakeNuvamaStream,
  type FakeNuvamaStreamOptions,
} from "./fake-nuvama-stream";
import { createNuvamaBroker, nuvamaTokenRequest } from "./nuvama";
import { parseNuvamaMaster } from "./scrip-master";

// The price stream's tests' setup: the fake API and its streamer on one exchange (fixture master).

const MASTER = readFileSync(new URL("./fixtures/instruments.csv", import.meta.url), "utf8");

/** The fixture master's scrips: NIFTY 29 Dec 2026 24000 CE (35002) and PE (35003), and more. */
export function fixtureScrips(): BrokerScrip[] {
  return brokerScripsOf(parseNuvamaMaster(MASTER));
}

/** A fetch that sends Nuvama's real host to the fake API, as a sandbox's does (SandboxHost). */
export function fetchAt(base: string): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const original = new URL(request ? request.url : String(input));
    const target = new URL(`${original.pathname}${original.search}`, base);
    return fetch(request ? new Request(target, request) : target, init);
  };
}

export interface NuvamaStreamRig {
  exchange: FakeExchange;
  directory: ScripDirectory;
  api: FakeNuvamaServer;
  fake: FakeNuvamaStream;
  /** A client's session at the fake, logged in as the bridge does (each call a new one). */
  logIn(clientId: string): Promise<BrokerSession>;
  close(): Promise<void>;
}

/** The fake API and its streamer on one exchange, with the adapter to log in through. */
export async function startNuvamaStreamRig(
  fakeOptions: Pick<FakeNuvamaStreamOptions, "idleMs" | "clock"> = {},
): Promise<NuvamaStreamRig> {
  const scrips = fixtureScrips();
  const directory = new ScripDirectory("Nuvama Wealth", scrips);
  const exchange = new FakeExchange();
  const api = await startFakeNuvama(exchange);
  const fake = await startFakeNuvamaStream({
    exchange,
    scrips,
    appIdKeys: api.appIdKeys,
    ...fakeOptions,
  });
  const broker = createNuvamaBroker(
    FAKE_NUVAMA_VENDOR,
    nuvamaDeps({ scrips: directory, baseUrls: { api: api.url } }),
  );
  return {
    exchange,
    directory,
    api,
    fake,
    logIn: async (clientId) => {
      const redirect = new URLSearchParams(fakeNuvamaRedirect(exchange, clientId));
      return (await broker.exchangeToken(nuvamaTokenRequest(redirect))).session;
    },
    close: async () => {
      await fake.close();
      await api.close();
    },
  };
}

export function instrumentOf(directory: ScripDirectory, brokerToken: string): number {
  const scrip = directory.byToken(brokerToken);
  if (!scrip) throw new Error(`The fixture has no scrip ${brokerToken}`);
  return scrip.instrumentToken;
}
