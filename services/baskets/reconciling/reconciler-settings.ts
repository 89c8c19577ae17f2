/** How the basket reconciler (basket-reconciler.ts) runs; RECONCILE_* in the environment. */
export interface ReconcilerSettings {
  /** How often a pass runs. */
  intervalMs: number;
  /** A basket whose action has not moved for this long is asked of the broker. */
  staleAfterMs: number;
  /** How long a basket stays with the instance reconciling it without a renewal. */
  leaseMs: number;
  /** Order-status questions per second, per broker (they share the broker's API with orders). */
  statusPerSecond: number;
}

export const DEFAULT_RECONCILER_SETTINGS: ReconcilerSettings = {
  intervalMs: 1_000,
  staleAfterMs: 2_000,
  leaseMs: 5_000,
  statusPerSecond: 5,
};
