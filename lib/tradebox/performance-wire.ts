import * as z from "../validation/zod";
import type { PerformanceSummary } from "../performance/portfolio-series";

const nullableNumber = z.nullable(z.number());

/** Spec §3 performance summary as the services send it (last_three_perf, …). */
export const performanceSummaryWireSchema = z.object({
  average_profit_lose_days: nullableNumber,
  average_profit_overall: nullableNumber,
  average_profit_win_days: nullableNumber,
  average_trade_value: nullableNumber,
  best_daily_profit: nullableNumber,
  best_profit_date: z.nullable(z.string()),
  calmar_ratio: nullableNumber,
  compounded_return: nullableNumber,
  lose_streak: z.int().check(z.minimum(0)),
  max_drawdown: nullableNumber,
  max_drawdown_recovery: nullableNumber,
  portfolio_timeseries: z.array(
    z.object({
      date: z.string(),
      value: z.number(),
      profit_abs: z.number(),
      profit_pct: z.number(),
    }),
  ),
  success_ratio: nullableNumber,
  win_streak: z.int().check(z.minimum(0)),
  worst_daily_profit: nullableNumber,
  worst_profit_date: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PerformanceSummary>;
