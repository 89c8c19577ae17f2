import { tradesAgain, type LastSent } from "../../testing/flat-trades";
import { createServer, type AddressInfo, type Socket } from "node:net";
import {
  Aedes,
  type AuthenticateError,
  type Client,
  type PublishPacket,
  type Subscription,
} from "aedes";
import { systemClock } from "../../../../lib/time/clock";
import type { ScripDirectory } from "../../real/scrip-master";
import type { FakeStream } from "../../streams/testing/fake-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import {
  bridgeUsernameOf,
  encodeMarketFeed,
  marketFeedTopic,
  parseMarketFeedTopic,
  userSessionOfBridgePassword,
} from "./bridge-wire";

export interface FakeIiflCapitalStreamOptions {
  exchange: FakeExchange;
  /** The contracts the fake's master lists: a topic of any other is refused (SUBACK 0x80). */
  scrips: ScripDirectory;
  /** The clock of the events' `lastTradedTime`; the wall clock by default. */
  now?: () => Date;
  /** How often the exchange's prices are looked at for a move. */
  pollMs?: number;
}

/** NSE F&O prices travel in paise: the divisor that turns them into rupees. */
const PRICE_DIVISOR = 100;
const SUBACK_REFUSED = 0x80;
/** NSE options' tick size, in paise: the fake's best bid and ask sit one tick either side. */
const TICK = 5;

/**
 * A local IIFL Capital Bridge: an MQTT broker (aedes) on 127.0.0.1 over plain TCP, logging
 * clients in as the real one does (password `OPENID~~<userSession>~`, username the session's
 * client), against the exchange's sessions; it publishes a 188-byte Market Feed event on a
 * contract's topic (bridge-wire.ts) when it trades at the exchange (flat-trades.ts), and one to each new
 * subscriber at once. What the real Bridge answers a refused login or an unknown topic with is
 * not documented: the fake refuses a malformed login with CONNACK 4, a session the exchange
 * does not accept with 5, and a topic its master lacks with SUBACK 0x80 (bridgePy's "Not
 * Granted").
 */
export async function startFakeIiflCapitalStream(
  options: FakeIiflCapitalStreamOptions,
): Promise<FakeStream> {
  const { exchange, scrips } = options;
  const now = options.now ?? (() => systemClock.now());
  const broker = await Aedes.createBroker();
  /** Clients logged in and not gone, with what each is subscribed to (instrument ids). */
  const clients = new Map<Client, Set<string>>();
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  /** What was last published per instrument id: a move, or a flat trade when due, publishes again. */
  const published = new Map<string, LastSent>();

  function refuse(message: string, returnCode: 4 | 5): AuthenticateError {
    return Object.assign(new Error(message), { returnCode });
  }

  broker.authenticate = (client, username, password, done) => {
    const userSession = password && userSessionOfBridgePassword(password.toString("utf8"));
    if (!userSession || !username) {
      done(refuse("Bad user name or password", 4), false);
      return;
    }
    const clientId = exchange.clientOf(userSession);
    if (!clientId || username !== (bridgeUsernameOf(userSession) ?? clientId)) {
      done(refuse("Not authorized", 5), false);
      return;
    }
    seen.push(userSession);
    done(null, true);
  };

  broker.authorizeSubscribe = (_client, subscription, done) => {
    const named = parseMarketFeedTopic(subscription.topic);
    const scrip = named && scrips.byToken(named.instrumentId);
    if (!scrip || scrip.exchange.toLowerCase() !== named.segment) {
      done(new Error(`No such feed: ${subscription.topic}`));
      return;
    }
    // The Bridge publishes at QoS 0 whatever is asked (bridgePy asks 0).
    done(null, { ...subscription, qos: 0 });
  };

  // Publishing is the fake's alone.
  broker.authorizePublish = (_client, _packet, done) => done(new Error("Clients do not publish"));

  function eventOf(instrumentId: string): PublishPacket {
    const ltp = exchange.priceOf(instrumentId);
    const scrip = scrips.byToken(instrumentId);
    published.set(instrumentId, { price: ltp, at: now().getTime() });
    return {
      cmd: "publish",
      topic: marketFeedTopic(scrip?.exchange ?? "nsefo", instrumentId),
      payload: encodeMarketFeed({
        ltp,
        lastTradedQuantity: scrip?.lotSize ?? 1,
        tradedVolume: 1_000_000,
        open: ltp,
        high: ltp,
        low: ltp,
        close: ltp,
        averageTradedPrice: ltp,
        bestBidQuantity: scrip?.lotSize ?? 1,
        bestBidPrice: Math.max(0, ltp - TICK),
        bestAskQuantity: scrip?.lotSize ?? 1,
        bestAskPrice: ltp + TICK,
        priceDivisor: PRICE_DIVISOR,
        lastTradedTime: Math.floor(now().getTime() / 1000),
      }),
      qos: 0,
      dup: false,
      retain: false,
    };
  }

  function subscribedIds(): Set<string> {
    const ids = new Set<string>();
    for (const held of clients.values()) for (const id of held) ids.add(id);
    return ids;
  }

  broker.on("clientReady", (client) => clients.set(client, new Set()));
  broker.on("clientDisconnect", (client) => clients.delete(client));
  broker.on("subscribe", (subscriptions: Subscription[], client) => {
    const held = clients.get(client);
    if (!held) return;
    for (const { topic, qos } of subscriptions) {
      const named = parseMarketFeedTopic(topic);
      // aedes puts the SUBACK's code in `qos`, 0x80 for a refused topic (wider than its type).
      if (!named || (qos as number) === SUBACK_REFUSED) continue;
      held.add(named.instrumentId);
      // A new subscriber is told the price now, as a quote would.
      client.publish(eventOf(named.instrumentId), () => undefined);
    }
  });
  broker.on("unsubscribe", (topics: string[], client) => {
    const held = clients.get(client);
    for (const topic of topics) {
      const named = parseMarketFeedTopic(topic);
      if (named) held?.delete(named.instrumentId);
    }
  });

  const poll = setInterval(() => {
    const ids = subscribedIds();
    for (const id of published.keys()) if (!ids.has(id)) published.delete(id);
    for (const id of ids) {
      if (!tradesAgain(published.get(id), exchange.priceOf(id), now().getTime())) continue;
      broker.publish(eventOf(id), () => undefined);
    }
  }, options.pollMs ?? 50);

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    broker.handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `mqtt://127.0.0.1:${port}`,
    connections: () => clients.size,
    subscriptions: subscribedIds,
    sessionsSeen: () => [...seen],
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
      // Gone now, not when aedes gets round to telling: a reconnect is what is counted next.
      clients.clear();
    },
    async close() {
      clearInterval(poll);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
