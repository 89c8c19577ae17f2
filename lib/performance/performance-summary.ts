import type { Frequency } from "../domain/enums";
import { annualisedReturn, calmarRatio } from "./calmar-ratio";
import { maxDrawdown } from "./drawdown";
import { compoundedReturn, growthCurve } from "./growth";
import { countPeriods } from "./periods";
import { sortByDate, type PerformanceSummary, type PortfolioPoint } from "./portfolio-series";
import { extremeProfit, isLoss, isWin, mean, successRatio } from "./profit-statistics";
import { longestStreak } from "./streaks";

/**
 * Every field of the spec's performance summary (§3) over a portfolio timeseries, oldest first
 * after sorting. Each point is one period ("day" in the field names). Formulas:
 * - compounded_return = (Π (1 + profit_pct / 100) − 1) × 100 (growth.ts).
 * - max_drawdown, max_drawdown_recovery: on the growth of ₹1, G₀ = 1 (drawdown.ts). Computed from
 *   profit_pct rather than `value`, so it is right whether `value` is the running portfolio
 *   (then it is the same curve, Gₜ = valueₜ / value₀) or each trade's capital.
 * - calmar_ratio = annualised return / max_drawdown, annualised by frequency (calmar-ratio.ts).
 * - success_ratio = wins / points × 100; win_streak, lose_streak = longest runs; a win is
 *   profit_abs > 0, a loss < 0 (profit-statistics.ts, streaks.ts).
 * - best/worst_daily_profit = max/min profit_abs, with its date (the earliest on a tie).
 * - average_profit_win_days / _lose_days / _overall = mean profit_abs of wins / losses / all.
 * - average_trade_value = mean value.
 */
export function summarisePerformance(
  series: readonly PortfolioPoint[],
  frequency: Frequency,
): PerformanceSummary {
  const points = sortByDate(series);
  const curve = growthCurve(points);
  const drawdown = points.length > 0 ? maxDrawdown(curve) : null;
  const annualised = annualisedReturn(curve.at(-1)!, countPeriods(points, frequency), frequency);
  const best = extremeProfit(points, 1);
  const worst = extremeProfit(points, -1);
  const profits = (keep: (point: PortfolioPoint) => boolean) =>
    mean(points.filter(keep).map((point) => point.profit_abs));
  return {
    average_profit_lose_days: profits(isLoss),
    average_profit_overall: profits(() => true),
    average_profit_win_days: profits(isWin),
    average_trade_value: mean(points.map((point) => point.value)),
    best_daily_profit: best?.profit ?? null,
    best_profit_date: best?.date ?? null,
    calmar_ratio: calmarRatio(annualised, drawdown?.percent ?? null),
    compounded_return: compoundedReturn(points),
    lose_streak: longestStreak(points, isLoss),
    max_drawdown: drawdown?.percent ?? null,
    max_drawdown_recovery: drawdown?.recoveryPeriods ?? null,
    portfolio_timeseries: points,
    success_ratio: successRatio(points),
    win_streak: longestStreak(points, isWin),
    worst_daily_profit: worst?.profit ?? null,
    worst_profit_date: worst?.date ?? null,
  };
}
