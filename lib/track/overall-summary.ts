import type { ActiveStrategyWire } from "../basket/user-basket-wire";
import { costsOf, sumCosts } from "../charges/costs";
import { parseRupees } from "../money/parse-rupees";
import { sumPaise } from "../money/paise";
import { positionStatus, type PositionStatusGroup } from "../status/position-status";
import { pnlTotals, type PnlTotals } from "./pnl-totals";

/**
 * Spec §3 Summary across the trader's tradeboxes (the list items carry no legs or orders); its
 * positions count tradeboxes: followed, and still holding positions (not exited).
 */
export interface OverallSummary extends PnlTotals {
  /** How many tradeboxes fall in each spec §4 group (Tracking, Retry, Closed). */
  groups: Readonly<Record<PositionStatusGroup, number>>;
  /** Practice tradeboxes: counted among the tradeboxes, their money left out of the totals. */
  practice: number;
}

/**
 * Totals over active-strategy list items: each item's pnl (realised + unrealised at the price
 * it was read at) and realised_pnl; unrealised = pnl − realised. A practice tradebox's money
 * (placed on the paper broker's practice market) is never mixed into them.
 */
export function overallSummary(baskets: readonly ActiveStrategyWire[]): OverallSummary {
  const groups: Record<PositionStatusGroup, number> = { Tracking: 0, Retry: 0, Closed: 0 };
  for (const basket of baskets) {
    groups[positionStatus(basket.status, basket.analyst_basket_status).group]++;
  }
  const counted = baskets.filter((basket) => !basket.is_practice);
  const total = (field: "pnl" | "realised_pnl" | "required_margin") =>
    sumPaise(counted.map((basket) => parseRupees(basket[field])));
  return {
    ...pnlTotals({
      realisedPL: total("realised_pnl"),
      totalPL: total("pnl"),
      totalPositions: baskets.length,
      activePositions: baskets.length - groups.Closed,
      marginRequired: total("required_margin"),
      costs: sumCosts(counted.map(costsOf)),
    }),
    groups,
    practice: baskets.length - counted.length,
  };
}
