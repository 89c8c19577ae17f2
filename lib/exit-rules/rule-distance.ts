import { paise, subtractPaise, type Paise } from "../money/paise";
import { parseRupees } from "../money/parse-rupees";
import type { ExitRulesStateWire } from "./exit-rules-wire";

/** A stop-loss or a target: the P&L it acts at, and how far the live P&L is from it. */
export interface LevelDistance {
  pnlAt: Paise;
  /** Above zero: still to go; zero or below: the live P&L has reached it. */
  away: Paise;
}

/**
 * The trailing stop from the live P&L. Before it has started (`best` null), `away` is what the
 * P&L must still gain to reach `activateAt`; once started, `exitAt` = best − giveBack and `away`
 * is what the P&L may still give back before it exits.
 */
export interface TrailingDistance {
  activateAt: Paise;
  giveBack: Paise;
  best: Paise | null;
  exitAt: Paise | null;
  away: Paise;
}

export interface RuleDistances {
  stopLoss: LevelDistance | null;
  target: LevelDistance | null;
  trailingStop: TrailingDistance | null;
}

type RulesAtPnl = Pick<ExitRulesStateWire, "stop_loss" | "target" | "trailing_stop">;

/**
 * How far the basket's live P&L is from each rule the services keep, as checkBasketRules judges
 * them (basket-rules.ts): a stop-loss acts once P&L ≤ its level (away = P&L − level), a target
 * once P&L ≥ its level (away = level − P&L), the trailing stop from its best once P&L has reached
 * its start (best = max(the services' best, P&L)).
 */
export function ruleDistances(rules: RulesAtPnl, pnl: Paise): RuleDistances {
  const level = (rule: { pnl_at: number } | null, away: (at: Paise) => Paise) => {
    if (!rule) return null;
    const pnlAt = parseRupees(rule.pnl_at);
    return { pnlAt, away: away(pnlAt) };
  };
  return {
    stopLoss: level(rules.stop_loss, (at) => subtractPaise(pnl, at)),
    target: level(rules.target, (at) => subtractPaise(at, pnl)),
    trailingStop: rules.trailing_stop && trailingDistance(rules.trailing_stop, pnl),
  };
}

function trailingDistance(
  rule: NonNullable<RulesAtPnl["trailing_stop"]>,
  pnl: Paise,
): TrailingDistance {
  const activateAt = parseRupees(rule.activate_at);
  const giveBack = parseRupees(rule.give_back);
  const known = rule.best_pnl === null ? null : parseRupees(rule.best_pnl);
  if (known === null && pnl < activateAt) {
    return { activateAt, giveBack, best: null, exitAt: null, away: subtractPaise(activateAt, pnl) };
  }
  const best = paise(Math.max(known ?? pnl, pnl));
  const exitAt = subtractPaise(best, giveBack);
  return { activateAt, giveBack, best, exitAt, away: subtractPaise(pnl, exitAt) };
}
