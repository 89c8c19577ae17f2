/** First reconnect after this long; each failure doubles it up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): exponential backoff with
 * "equal jitter": half of min(cap, base × 2^attempt) plus a random share of the other half, so a
 * server restart is not met by every tab at the same instant, and no wait is ever near zero.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
