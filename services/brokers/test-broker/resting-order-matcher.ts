import { repeatEvery } from "../../runtime/repeat-every";
import type { Logger } from "../../logger";
import type { PaperBroker } from "./paper-broker";

/** How often production tries the resting orders against the market: every second. */
export const MATCH_INTERVAL_MS = 1_000;

/**
 * Runs `broker.matchRestingOrders()` every `intervalMs` (never two runs at once: a slow run makes
 * the next tick skip); a failed run is logged and the next tick tries again. Returns the stop
 * function, which waits for a run in progress.
 */
export function startRestingOrderMatcher(
  broker: Pick<PaperBroker, "matchRestingOrders">,
  logger: Logger,
  intervalMs = MATCH_INTERVAL_MS,
): () => Promise<void> {
  return repeatEvery(
    () => broker.matchRestingOrders(),
    intervalMs,
    (error) => logger.error("Paper order matching failed", { error }),
  );
}
