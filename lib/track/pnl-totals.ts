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
}

/** Totals from realised and total P&L: unrealised = total − realised, plPCT = total / margin × 100. */
export function pnlTotals(parts: Omit<PnlTotals, "unrealisedPL" | "plPCT">): PnlTotals {
  return {
    ...parts,
    unrealisedPL: subtractPaise(parts.totalPL, parts.realisedPL),
    plPCT: ratioPercent(parts.totalPL, parts.marginRequired),
  };
}
