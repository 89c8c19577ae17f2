import type { BrokerSession } from "../broker";
import {
  reconnectDelayMs,
  type PriceTick,
  type StreamConnection,
  type StreamState,
} from "./price-stream";

/**
 * What every broker's stream client keeps alike: the listeners, what is held (our instrument
 * token → the broker's id for it, subscribed again on every connect), the session the next
 * connect uses, and the backoff between attempts. The wire (login, frames, heartbeat, close)
 * stays in each broker's client, as does what it logs.
 */
export abstract class StreamConnectionBase<BrokerId> implements StreamConnection {
  /** What is subscribed, by our instrument token, with the broker's id it was asked by. */
  protected readonly held = new Map<number, BrokerId>();
  /** Attempts failed since the last healthy connection: the backoff's exponent. */
  protected failures = 0;
  private readonly tickListeners = new Set<(tick: PriceTick) => void>();
  private readonly stateListeners = new Set<(state: StreamState) => void>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `state` is taken as already told: a client that starts at "connecting" never tells its
   * first "connecting", only those of its reconnects.
   */
  protected constructor(
    protected session: BrokerSession,
    private state?: StreamState,
  ) {}

  abstract subscribe(instrumentTokens: readonly number[]): void;
  abstract unsubscribe(instrumentTokens: readonly number[]): void;
  abstract close(): Promise<void>;

  /** The open connection keeps its login; the next connect logs in with `session`. */
  renew(session: BrokerSession): void {
    this.session = session;
  }

  onTick(listener: (tick: PriceTick) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  onState(listener: (state: StreamState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  subscribed(): ReadonlySet<number> {
    return new Set(this.held.keys());
  }

  /** Holds the entries not held yet; returns their broker ids, for the subscribe request. */
  protected holdNew(entries: Iterable<readonly [number, BrokerId]>): BrokerId[] {
    const added: BrokerId[] = [];
    for (const [token, brokerId] of entries) {
      if (this.held.has(token)) continue;
      this.held.set(token, brokerId);
      added.push(brokerId);
    }
    return added;
  }

  /**
   * Holds each token not held yet by the id `idOf` gives it. A token whose `idOf` throws an
   * error `refuses` accepts (a contract the broker's master lacks) is skipped, so one odd
   * contract spoils no other; the first such error is returned for the caller to throw once it
   * has subscribed the rest. Any other error is thrown at once.
   */
  protected holdKnown(
    instrumentTokens: readonly number[],
    idOf: (token: number) => BrokerId,
    refuses: (error: unknown) => boolean,
  ): { added: BrokerId[]; refusal: unknown } {
    const added: BrokerId[] = [];
    let refusal: unknown;
    for (const token of instrumentTokens) {
      if (this.held.has(token)) continue;
      try {
        const brokerId = idOf(token);
        this.held.set(token, brokerId);
        added.push(brokerId);
      } catch (error) {
        if (!refuses(error)) throw error;
        refusal ??= error;
      }
    }
    return { added, refusal };
  }

  /** Lets go of those held; returns their broker ids, for the unsubscribe request. */
  protected release(instrumentTokens: readonly number[]): BrokerId[] {
    const removed: BrokerId[] = [];
    for (const token of new Set(instrumentTokens)) {
      const brokerId = this.held.get(token);
      if (brokerId === undefined) continue;
      this.held.delete(token);
      removed.push(brokerId);
    }
    return removed;
  }

  protected emitTick(tick: PriceTick): void {
    for (const listener of this.tickListeners) {
      try {
        listener(tick);
      } catch (error) {
        this.tickListenerFailed(error);
      }
    }
  }

  /** Tells `state` when it is not the one last told. */
  protected emitState(state: StreamState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) {
      try {
        listener(state);
      } catch (error) {
        this.stateListenerFailed(error);
      }
    }
  }

  /**
   * A tick listener threw. Unless a client overrides this to log it, the error goes on up to the
   * emitter and the listeners after it miss the tick, as with a plain loop.
   */
  protected tickListenerFailed(error: unknown): void {
    throw error;
  }

  /** A state listener threw: as a tick listener's, it goes on up unless a client logs it. */
  protected stateListenerFailed(error: unknown): void {
    throw error;
  }

  /** After close, nothing is told to anyone. */
  protected dropListeners(): void {
    this.tickListeners.clear();
    this.stateListeners.clear();
  }

  /** Counts one more failed attempt; returns how long to wait before the next. */
  protected backoff(): number {
    return reconnectDelayMs(this.failures++);
  }

  /** The next attempt, `delayMs` from now; close() cancels it with cancelRetry(). */
  protected retryIn(delayMs: number, attempt: () => void): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      attempt();
    }, delayMs);
  }

  protected cancelRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
