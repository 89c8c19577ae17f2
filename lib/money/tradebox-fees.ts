import { percentOf } from "./apply-rate";
import { parseRupees } from "./parse-rupees";
import { addPaise, type Paise } from "./paise";

/** Spec §9: the base Tradebox order fee, in rupees, before any broker discount and before GST. */
export const BASE_TRADEBOX_FEE_RUPEES = 25;

/** GST on the order fee, in percent (18% on brokerage-type services in India). */
export const GST_PERCENT = 18;

function assertBrokerFee(feeRupees: number): void {
  if (!Number.isFinite(feeRupees) || feeRupees < 0 || feeRupees > BASE_TRADEBOX_FEE_RUPEES) {
    throw new RangeError(
      `A broker fee must be between 0 and ${BASE_TRADEBOX_FEE_RUPEES} rupees, not ${feeRupees}`,
    );
  }
}

/**
 * Spec §9: discount = round((1 − fee / 25) × 100), in percent; fee 5 → 80, fee 0 → 100.
 * Computed as round((25 − fee) × 100 / 25), the same figure without the 1 − 0.2 float step; `Math.round`
 * settles ties upwards (fees are whole rupees in the catalogue, so there are none today).
 */
export function discountPercent(brokerFeeRupees: number): number {
  assertBrokerFee(brokerFeeRupees);
  return Math.round(
    ((BASE_TRADEBOX_FEE_RUPEES - brokerFeeRupees) * 100) / BASE_TRADEBOX_FEE_RUPEES,
  );
}

/** GST on an amount: amount × 18%, rounded half-up to the paisa (₹5 → ₹0.90). */
export function gstOn(amount: Paise): Paise {
  return percentOf(amount, GST_PERCENT, "half-up");
}

/** What one Tradebox order costs the trader: fee + GST(fee), in paise. Fee 5 → ₹5.90; 0 → ₹0. */
export function feePerOrderWithGst(brokerFeeRupees: number): Paise {
  assertBrokerFee(brokerFeeRupees);
  const fee = parseRupees(brokerFeeRupees);
  return addPaise(fee, gstOn(fee));
}
