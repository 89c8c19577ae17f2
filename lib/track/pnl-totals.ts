import { netOf, type Costs } from "../charges/costs";
import { ratioPercent } from "../money/apply-rate";
import { subtractPaise, type Paise } from "../money/paise";

/** The figures spec §3's Summary has for one basket and across baskets alike, in paise. */
export interface PnlTotals {
  unrealisedPL: Paise;
  realisedPL: Paise;
  totalPL: Paise;
  /** totalPL as a percentage of the margin blocked; null when none is. */
  plPCT: number | null;
  totalPositions: number;
  activePositions: number;
  marginRequired: Paise;
  /** The charges and fees taken out of totalPL so far. */
  costs: Costs;
  /** totalPL after costs: what the trader keeps. */
  netPL: Paise;
}

/**
 * Totals from realised and total P&L: unrealised = total − realised, plPCT = total / margin ×
 * 100, net = total − costs.
 */
export function pnlTotals(parts: Omit<PnlTotals, "unrealisedPL" | "plPCT" | "netPL">): PnlTotals {
  return {
    ...parts,
    unrealisedPL: subtractPaise(parts.totalPL, parts.realisedPL),
    netPL: netOf(parts.totalPL, parts.costs),
    plPCT: ratioPercent(parts.totalPL, parts.marginRequired),
  };
}
