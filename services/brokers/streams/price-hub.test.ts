import { afterEach, describe, expect, it } from "vitest";
import { paise, type Paise } from "../../../lib/money/paise";
import { recordingLogger } from "../../testing/recording-logger";
import type { Broker, BrokerSession } from "../broker";
import { BrokerPriceHub } from "./price-hub";
import type { BrokerPriceStream, PriceTick, StreamConnection, StreamState } from "./price-stream";

/** A stream in memory: what the hub subscribed, and a way to tick and change state. */
class MemoryStream implements BrokerPriceStream {
  readonly connections: MemoryConnection[] = [];
  connect(session: BrokerSession): StreamConnection {
    const connection = new MemoryConnection(session);
    this.connections.push(connection);
    return connection;
  }
}

class MemoryConnection implements StreamConnection {
  readonly held = new Set<number>();
  readonly subscribeCalls: number[][] = [];
  closed = false;
  private tickListeners: ((tick: PriceTick) => void)[] = [];
  private stateListeners: ((state: StreamState) => void)[] = [];
  constructor(public session: BrokerSession) {}
  subscribe(tokens: readonly number[]) {
    this.subscribeCalls.push([...tokens]);
    for (const token of tokens) this.held.add(token);
  }
  unsubscribe(tokens: readonly number[]) {
    for (const token of tokens) this.held.delete(token);
  }
  renew(session: BrokerSession) {
    this.session = session;
  }
  onTick(listener: (tick: PriceTick) => void) {
    this.tickListeners.push(listener);
    return () => undefined;
  }
  onState(listener: (state: StreamState) => void) {
    this.stateListeners.push(listener);
    return () => undefined;
  }
  subscribed() {
    return this.held;
  }
  async close() {
    this.closed = true;
  }
  tick(instrumentToken: number, price: Paise, at: Date) {
    for (const listener of this.tickListeners) listener({ instrumentToken, price, at });
  }
  state(state: StreamState) {
    for (const listener of this.stateListeners) listener(state);
  }
}

const NOW = new Date("2026-11-25T05:00:00Z");
const session = (token = "t1"): BrokerSession => ({ clientId: "C1", accessToken: token });

function hubOn(stream: MemoryStream, quotes: Map<number, Paise>, idleMs = 60_000) {
  let now = NOW.getTime();
  const quoteCalls: number[][] = [];
  const broker = {
    code: "aliceblue",
    lastTradedPrices: async (tokens: readonly number[]) => {
      quoteCalls.push([...tokens]);
      return new Map([...quotes].filter(([token]) => tokens.includes(token)));
    },
  } as unknown as Broker; // only the quote call is used by the hub
  const hub = new BrokerPriceHub({
    broker,
    stream,
    now: () => new Date(now),
    logger: recordingLogger(),
    idleMs,
  });
  return { hub, quoteCalls, advance: (ms: number) => (now += ms) };
}

describe("the broker price hub", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("holds one connection and one subscription per instrument, however often it is asked", async () => {
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, new Map([[1, paise(100)]]));
    close = () => hub.close();
    await hub.prices(session(), [1, 2]);
    await hub.prices(session(), [2, 1]);
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.subscribeCalls).toEqual([[1, 2]]);
    expect(hub.upstreamSubscriptions()).toBe(2);
  });

  it("serves the stream's ticks while it is live, and the quote call while it is not", async () => {
    const stream = new MemoryStream();
    const { hub, quoteCalls } = hubOn(stream, new Map([[1, paise(100)]]));
    close = () => hub.close();
    // Not live yet: the quote call answers, said so.
    expect(await hub.prices(session(), [1])).toEqual(
      new Map([[1, { price: 100, at: NOW, source: "quote" }]]),
    );
    const connection = stream.connections[0]!;
    const traded = new Date(NOW.getTime() - 1_000);
    connection.state("live");
    connection.tick(1, paise(105), traded);
    expect(await hub.prices(session(), [1])).toEqual(
      new Map([[1, { price: 105, at: traded, source: "stream" }]]),
    );
    connection.state("down");
    const during = await hub.prices(session(), [1]);
    expect(during.get(1)?.source).toBe("quote");
    expect(quoteCalls.length).toBe(1); // the second quote within 2 s reuses the first
  });

  it("moves the connection to the new session at the daily login", async () => {
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, new Map());
    close = () => hub.close();
    await hub.prices(session("t1"), [1]);
    await hub.prices(session("t2"), [1]);
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.session.accessToken).toBe("t2");
  });

  it("lets go of instruments nobody asks for, and of an empty connection", async () => {
    const stream = new MemoryStream();
    const { hub, advance } = hubOn(stream, new Map(), 1_000);
    close = () => hub.close();
    await hub.prices(session(), [1, 2]);
    advance(600);
    await hub.prices(session(), [2]);
    advance(600);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the sweeper's beat
    const connection = stream.connections[0]!;
    expect([...connection.held]).toEqual([2]);
    advance(2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(connection.closed).toBe(true);
    expect(hub.upstreamSubscriptions()).toBe(0);
  });
});
