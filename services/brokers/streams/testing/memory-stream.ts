import type { Paise } from "../../../../lib/money/paise";
import type { BrokerSession } from "../../broker";
import type {
  BrokerPriceStream,
  PriceTick,
  SharedConnections,
  StreamConnection,
  StreamState,
} from "../price-stream";

/** A stream in memory: what the hub subscribed, and a way to tick and change state. */
export class MemoryStream implements BrokerPriceStream {
  readonly connections: MemoryConnection[] = [];
  constructor(readonly shared?: SharedConnections) {}
  connect(session: BrokerSession): StreamConnection {
    const connection = new MemoryConnection(session);
    this.connections.push(connection);
    return connection;
  }
}

export class MemoryConnection implements StreamConnection {
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
