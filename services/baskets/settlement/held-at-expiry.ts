import type { BrokerPosition } from "../../brokers/broker";

/**
 * Whether a leg Strikeline holds past its expiry was still held at the broker, so the exchange
 * settled it: true when the broker's positions list the contract with at least the leg's
 * quantity on its side (the evening of the expiry, before the broker books the settlement), or
 * do not list it at all (the broker booked it in its end-of-day run and the contract left its
 * book). Listed with less on the leg's side, the trader closed it outside Strikeline: what it
 * was closed at is not ours to guess, so it is not settled.
 *
 * `net` is the leg's bought minus sold units; the broker's rows of the contract (one per product)
 * are added up, as they all settle alike.
 */
export function heldAtExpiry(
  positions: readonly BrokerPosition[],
  instrumentToken: number,
  net: number,
): boolean {
  const listed = positions.filter((position) => position.instrumentToken === instrumentToken);
  if (listed.length === 0) return true;
  const brokerNet = listed.reduce((sum, position) => sum + position.netQuantity, 0);
  return net > 0 ? brokerNet >= net : brokerNet <= net;
}
