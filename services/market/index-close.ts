import { indexCloseInPaise, type IndexClose } from "../../lib/market/expiry-settlement";
import { expiryInstant } from "./contract-valuation";
import type { SimulatedMarket } from "./simulated-market";

/** The simulated index's close on an expiry day: what the paper broker and sandboxes settle at. */
export function simulatedIndexClose(market: Pick<SimulatedMarket, "indexLevel">): IndexClose {
  return (underlying, expiry) =>
    indexCloseInPaise(market.indexLevel(underlying, expiryInstant(expiry)));
}
