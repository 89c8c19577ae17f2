/**
 * A contract that trades at an unchanged price is still sent about this often by every fake
 * stream, as a liquid option's feed is between price moves (each trade an event with its own
 * time and volume): a flat price is not a stale one. Well under STALE_AFTER_MS, so a fake's
 * contract that sits on one price for a while never reads stale on a page that is live.
 */
export const FLAT_TRADE_MS = 1_000;

/** The price (paise) a fake last sent of a contract, and when (ms, the fake's clock). */
export interface LastSent {
  price: number;
  at: number;
}

/** Whether a contract last sent as `last` trades again at `price` by `nowMs`: moved, or due. */
export function tradesAgain(last: LastSent | undefined, price: number, nowMs: number): boolean {
  return last === undefined || last.price !== price || nowMs - last.at >= FLAT_TRADE_MS;
}
