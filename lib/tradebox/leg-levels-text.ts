import { formatRupeeAmount } from "../format/display-figures";

/** The analyst's levels on a leg, rupees: a price to stop the leg's loss at, one to take its gain. */
export interface LegLevels {
  stopLoss: number | null;
  target: number | null;
}

/**
 * A leg's levels as the profile, Place Order and Track show them: 'SL ₹180.00 · Target ₹90.00',
 * only those set; null when the analyst set neither.
 */
export function legLevelsText({ stopLoss, target }: LegLevels): string | null {
  const parts = [
    stopLoss === null ? null : `SL ${formatRupeeAmount(stopLoss)}`,
    target === null ? null : `Target ${formatRupeeAmount(target)}`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}
