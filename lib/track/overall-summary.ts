import type { ActiveStrategyWire } from "../basket/user-basket-wire";
import { ratioPercent } from "../money/apply-rate";
import { parseRupees } from "../money/parse-rupees";
import { subtractPaise, sumPaise, type Paise } from "../money/paise";
import { positionStatus, type PositionStatusGroup } from "../status/position-status";

/** Spec §3 Summary across the trader's tradeboxes (the list items carry no legs or orders). */
export interface OverallSummary {
  unrealisedPL: Paise;
  realisedPL: Paise;
  totalPL: Paise;
  /** totalPL as a percentage of the total margin blocked; null when none is. */
  plPCT: number | null;
  /** Tradeboxes followed, and those still holding positions (not exited). */
  totalPositions: number;
  activePositions: number;
  marginRequired: Paise;
  /** How many tradeboxes fall in each spec §4 group (Tracking, Retry, Closed). */
  groups: Readonly<Record<PositionStatusGroup, number>>;
}

/**
 * Totals over active-strategy list items: each item's pnl (realised + unrealised at the price
 * it was read at) and realised_pnl; unrealised = pnl − realised.
 */
export function overallSummary(baskets: readonly ActiveStrategyWire[]): OverallSummary {
  const totalPL = sumPaise(baskets.map((basket) => parseRupees(basket.pnl)));
  const realisedPL = sumPaise(baskets.map((basket) => parseRupees(basket.realised_pnl)));
  const marginRequired = sumPaise(baskets.map((basket) => parseRupees(basket.required_margin)));
  const groups: Record<PositionStatusGroup, number> = { Tracking: 0, Retry: 0, Closed: 0 };
  for (const basket of baskets) {
    groups[positionStatus(basket.status, basket.analyst_basket_status).group]++;
  }
  return {
    unrealisedPL: subtractPaise(totalPL, realisedPL),
    realisedPL,
    totalPL,
    plPCT: ratioPercent(totalPL, marginRequired),
    totalPositions: baskets.length,
    activePositions: baskets.length - groups.Closed,
    marginRequired,
    groups,
  };
}
