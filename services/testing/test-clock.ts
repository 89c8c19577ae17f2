import { indiaInstant } from "../../lib/market/india-time";
import { clockStartingAt, type Clock } from "../../lib/time/clock";

/**
 * Fri 20 Nov 2026, 10:00 IST: the instant service tests run at unless they state their own. A
 * session, so every contract listed then trades and has a price, whatever day the machine says.
 */
export const TEST_INSTANT = indiaInstant("2026-11-20", "10:00");

/** A test's clock: reads `start` now, then runs at real speed (timers, session expiry, fill delays). */
export function testClock(start: Date = TEST_INSTANT): Clock {
  return clockStartingAt(start);
}
