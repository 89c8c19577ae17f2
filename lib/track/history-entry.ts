import type { ActiveStrategyWire } from "../basket/user-basket-wire";
import { parseRupees } from "../money/parse-rupees";
import type { Paise } from "../money/paise";
import { costsOf, netOf, type Costs } from "../charges/costs";

/** A closed tradebox as the history list shows it, money in paise. */
export interface HistoryEntry {
  id: string;
  strategyId: string;
  name: string;
  image: string;
  lots: number;
  entryTime: string | null;
  exitTime: string | null;
  /** How long the basket was held, in milliseconds; null without both times. */
  heldForMs: number | null;
  realisedPL: Paise;
  /** Brokerage, statutory charges and Tradebox fees taken for the basket. */
  costs: Costs;
  /** Realised P&L after the costs. */
  netPL: Paise;
  /** Placed on the paper broker's practice market. */
  practice: boolean;
  /** The exit rule that exited the basket (docs/exit-rules.md); null when none did. */
  exitReason: string | null;
}

function heldFor(entry: string | null, exit: string | null): number | null {
  if (!entry || !exit) return null;
  const ms = Date.parse(exit) - Date.parse(entry);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** GET /strategy/history item → history entry. */
export function historyEntry(basket: ActiveStrategyWire): HistoryEntry {
  const realisedPL = parseRupees(basket.realised_pnl);
  const costs = costsOf(basket);
  return {
    id: basket.id,
    strategyId: basket.strategy_id,
    name: basket.strategy_name,
    image: basket.strategy_display_image,
    lots: basket.no_of_lot,
    entryTime: basket.entry_time,
    exitTime: basket.exit_time,
    heldForMs: heldFor(basket.entry_time, basket.exit_time),
    realisedPL,
    costs,
    netPL: netOf(realisedPL, costs),
    practice: basket.is_practice,
    exitReason: basket.exit_reason ?? null,
  };
}
