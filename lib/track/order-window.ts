import { isMarketOpen } from "../market/market-hours";
import { TEST_BROKER_CODE } from "../product";

/** Spec §9: the market-hours state is polled every 30 s. */
export const MARKET_HOURS_POLL_MS = 30_000;

/**
 * Whether the trader may send orders now. `isMarketHours` is the server's answer
 * (/api/check-market-hours) when there is one; without it the client's own clock decides with the
 * same rule (lib/market/market-hours). The test broker trades at any time (spec §6), and so does
 * a sandbox broker.
 */
export function orderWindowOpen(
  broker: string,
  isMarketHours: boolean | null,
  now: Date,
  sandbox = false,
): boolean {
  if (broker === TEST_BROKER_CODE || sandbox) return true;
  return isMarketHours ?? isMarketOpen(now, { broker });
}
