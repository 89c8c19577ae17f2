/** What can happen to a tradebox. */
export const TRADEBOX_CHANGE_KINDS = ["created", "published", "adjusted", "closed"] as const;

/** What happened to a tradebox; the search index re-reads it by id. */
export interface TradeboxChange {
  strategyId: string;
  kind: (typeof TRADEBOX_CHANGE_KINDS)[number];
}

export type TradeboxChangeListener = (change: TradeboxChange) => void | Promise<void>;

/** Told when a listener fails: the change is committed by then, so the write still succeeds. */
export type ListenerFailure = (error: unknown, change: TradeboxChange) => void;

/** The catalogue's change hook: listeners run after each committed change, in order. */
export class TradeboxChanges {
  private readonly listeners = new Set<TradeboxChangeListener>();

  constructor(private readonly onListenerFailure: ListenerFailure = () => {}) {}

  /** Adds a listener; the returned function removes it. */
  onTradeboxChanged(listener: TradeboxChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(change: TradeboxChange): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        this.onListenerFailure(error, change);
      }
    }
  }
}
