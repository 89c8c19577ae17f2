import { randomBytes } from "node:crypto";
import mqtt, { type ISubscriptionGrant, type MqttClient } from "mqtt";
import { paise } from "../../../../lib/money/paise";
import type { BrokerSession } from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import type { BrokerPriceStream, PriceStreamDeps } from "../../streams/price-stream";
import { StreamConnectionBase } from "../../streams/stream-connection-base";
import { IIFL_CAPITAL_NAME as NAME } from "./api";
import {
  BRIDGE_KEEPALIVE_SECONDS,
  IIFL_CAPITAL_BRIDGE,
  bridgePassword,
  bridgeUsernameOf,
  decodeMarketFeed,
  marketFeedTopic,
  parseMarketFeedTopic,
  rawPriceToPaise,
} from "./bridge-wire";

export { IIFL_CAPITAL_BRIDGE };

/** A broker that neither accepts nor refuses within this long is given up on, and retried. */
const CONNECT_TIMEOUT_MS = 15_000;
/** bridgePy refuses a request of more than 1024 topics. */
const TOPICS_PER_REQUEST = 1024;
/** A tick time before this, or over a day ahead of our clock, is not Unix seconds: not believed. */
const EARLIEST_TICK_MS = Date.UTC(2020, 0, 1);
const LATEST_TICK_AHEAD_MS = 86_400_000;

/**
 * IIFL Capital's market-data stream: its Bridge, MQTT 3.1.1 over TLS, logged in as bridgePy does
 * (username the session's client code, password `OPENID~~<userSession>~`), one QoS 0
 * subscription per contract on `prod/marketfeed/mw/v1/nsefo/<instrumentId>`, and the binary
 * Market Feed events read into paise (bridge-wire.ts; facts and sources in
 * docs/brokers/iifl-capital.md "Price stream"). The Bridge is given the trader's session alone:
 * the app's keys are not part of its login.
 */
export function createIiflCapitalStream(
  _credentials: BrokerCredentials["iifl_capital"],
  deps: PriceStreamDeps,
): BrokerPriceStream {
  return { connect: (session) => new BridgeConnection(session, deps) };
}

/**
 * One Bridge connection. Each attempt is a fresh MQTT client (the library's own reconnect is
 * off), so the next attempt always logs in with the newest session `renew` gave, and what is
 * held (each contract by its feed topic) is subscribed again once the broker accepts it.
 */
class BridgeConnection extends StreamConnectionBase<string> {
  /** Unique per connection: an MQTT broker drops an older client using the same id. */
  private readonly clientId = `strikeline${randomBytes(6).toString("hex")}`;
  private client: MqttClient | undefined;
  private closed = false;
  private unreadableTold = false;
  private tickTimeTold = false;

  constructor(
    session: BrokerSession,
    private readonly deps: PriceStreamDeps,
  ) {
    super(session);
    this.open();
  }

  subscribe(instrumentTokens: readonly number[]): void {
    const { added, refusal } = this.holdKnown(
      instrumentTokens,
      (token) => {
        const scrip = this.deps.scrips.scripOf(token);
        return marketFeedTopic(scrip.exchange, scrip.brokerToken);
      },
      // Whatever keeps a contract off the feed (no master row, a segment with no topic).
      () => true,
    );
    if (this.client?.connected) this.sendSubscribe(this.client, added);
    // The known ones stream; a contract IIFL's master lacks is told to the caller (the hub).
    if (refusal !== undefined) throw refusal;
  }

  unsubscribe(instrumentTokens: readonly number[]): void {
    const removed = this.release(instrumentTokens);
    const client = this.client;
    if (!client?.connected || removed.length === 0) return;
    for (const batch of batches(removed)) {
      client.unsubscribe(batch, (error) => {
        if (error) this.warn("IIFL Capital stream unsubscribe failed", { reason: error.message });
      });
    }
  }

  override renew(session: BrokerSession): void {
    super.renew(session);
    this.deps.logger.info("IIFL Capital stream will use the renewed session at its next connect", {
      clientId: session.clientId,
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cancelRetry();
    this.dropListeners();
    const client = this.client;
    this.client = undefined;
    // A clean DISCONNECT when connected; a half-open attempt is simply torn down.
    if (client) await client.endAsync(!client.connected);
  }

  private open(): void {
    this.emitState("connecting");
    const accessToken = this.session.accessToken;
    const client = mqtt.connect(this.deps.url ?? IIFL_CAPITAL_BRIDGE, {
      protocolVersion: 4,
      clientId: this.clientId,
      // bridgePy's username is the JWT's client code; a session that is not a JWT falls back
      // to the profile's client id, which IIFL gives as the same code.
      username: bridgeUsernameOf(accessToken) ?? this.session.clientId,
      password: bridgePassword(accessToken),
      clean: true,
      keepalive: BRIDGE_KEEPALIVE_SECONDS,
      reconnectPeriod: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
    });
    this.client = client;
    client.on("connect", () => {
      this.failures = 0;
      this.emitState("live");
      this.sendSubscribe(client, [...this.held.values()]);
    });
    client.on("message", (topic, payload) => this.receive(topic, payload));
    // Never the options or the packet: they carry the session.
    client.on("error", (error) =>
      this.warn("IIFL Capital stream error", {
        reason: error.message,
        code: "code" in error ? error.code : undefined,
      }),
    );
    client.once("close", () => this.dropped(client));
  }

  /** The connection went (the broker, the network, a refused login): down, and retried. */
  private dropped(client: MqttClient): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end(true);
    if (this.closed) return;
    this.emitState("down");
    const delay = this.backoff();
    this.warn("IIFL Capital stream down, reconnecting", { inMs: delay });
    this.retryIn(delay, () => this.open());
  }

  private sendSubscribe(client: MqttClient, topics: readonly string[]): void {
    for (const batch of batches(topics)) {
      client.subscribe(batch, { qos: 0 }, (error, granted) => {
        if (error) {
          this.warn("IIFL Capital stream subscribe failed", { reason: error.message });
          return;
        }
        // SUBACK 0x80 per topic: bridgePy's "Not Granted".
        const refused = (granted ?? []).filter((grant: ISubscriptionGrant) => grant.qos === 128);
        if (refused.length > 0) {
          this.warn("IIFL Capital stream refused subscriptions", {
            topics: refused.map((grant) => grant.topic),
          });
        }
      });
    }
  }

  private receive(topic: string, payload: Buffer): void {
    const named = parseMarketFeedTopic(topic);
    const scrip = named && this.deps.scrips.byToken(named.instrumentId);
    // An event for a contract let go (it was in flight) or not of ours: nobody asked for it.
    if (!scrip || this.held.get(scrip.instrumentToken) !== topic) return;
    const feed = decodeMarketFeed(payload);
    const price = feed && rawPriceToPaise(feed.ltp, feed.priceDivisor);
    if (feed === undefined || price === undefined) {
      if (!this.unreadableTold) {
        this.unreadableTold = true;
        this.warn("IIFL Capital stream event not read", {
          bytes: payload.length,
          priceDivisor: feed?.priceDivisor,
        });
      }
      return;
    }
    // No trade yet today: no price to tell (the quote call leaves these out too).
    if (price <= 0) return;
    this.emitTick({
      instrumentToken: scrip.instrumentToken,
      price: paise(price),
      at: this.tickTime(feed.lastTradedTime),
    });
  }

  /** The event's Unix time when believable, else when it arrived. */
  private tickTime(seconds: number): Date {
    const now = this.deps.clock.now();
    const at = seconds * 1000;
    if (at >= EARLIEST_TICK_MS && at <= now.getTime() + LATEST_TICK_AHEAD_MS) return new Date(at);
    if (seconds !== 0 && !this.tickTimeTold) {
      this.tickTimeTold = true;
      this.warn("IIFL Capital stream tick time is not Unix seconds; using arrival time", {
        lastTradedTime: seconds,
      });
    }
    return now;
  }

  protected override tickListenerFailed(error: unknown): void {
    this.warn("IIFL Capital stream tick listener failed", { reason: String(error) });
  }

  private warn(message: string, fields: Record<string, unknown>): void {
    this.deps.logger.warn(message, { broker: NAME, clientId: this.session.clientId, ...fields });
  }
}

function batches(topics: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < topics.length; i += TOPICS_PER_REQUEST) {
    out.push(topics.slice(i, i + TOPICS_PER_REQUEST));
  }
  return out;
}
