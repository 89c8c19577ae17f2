import { FREQUENCY_PERIODS, type Frequency } from "../domain/enums";
import {
  formatIsoDate,
  formatPercent,
  formatRatio,
  formatRupeeAmount,
  formatSignedRupeeAmount,
} from "../format/display-figures";
import { PERFORMANCE_WINDOWS, type PerformanceWindow } from "./performance-windows";
import type { PerformanceSummary } from "./portfolio-series";

/** Whether a figure reads as a gain, a loss, or neither (colour on screen). */
export type FigureTone = "profit" | "loss" | "neutral";

/** One figure of a performance summary, labelled for a trader. */
export interface PerformanceFigure {
  key: Exclude<keyof PerformanceSummary, "portfolio_timeseries" | `${string}_date`>;
  label: string;
  value: string;
  tone: FigureTone;
  /** What the figure means, or when it happened. */
  detail: string;
}

/** What is shown for a figure the window has no data for. */
export const NO_FIGURE = "—";

/** The name of one period of a frequency: 'month', 'week'; ADHOC tradeboxes count trades. */
export function periodNoun(frequency: Frequency, count = 1): string {
  const plural = FREQUENCY_PERIODS[frequency].unit;
  return count === 1 ? plural.replace(/s$/, "") : plural;
}

/** Spec §9 performance window as a tab reads: 'Last 3 months', 'Last 6 trades'. */
export function performanceWindowLabel(window: PerformanceWindow, frequency: Frequency): string {
  const count = PERFORMANCE_WINDOWS[window];
  return `Last ${count} ${periodNoun(frequency, count)}`;
}

const toneOf = (value: number | null): FigureTone =>
  value === null || value === 0 ? "neutral" : value > 0 ? "profit" : "loss";

const orDash = <T>(value: T | null, format: (v: T) => string) =>
  value === null ? NO_FIGURE : format(value);

const countOf = (count: number, frequency: Frequency) => `${count} ${periodNoun(frequency, count)}`;

function recoveryText(periods: number | null, frequency: Frequency): string {
  if (periods === null) return "Not recovered yet";
  return periods === 0 ? "No drawdown" : countOf(periods, frequency);
}

/**
 * Every figure of a spec §3 performance summary (the series aside, drawn as the equity curve),
 * in the order a trader weighs them: return and hit rate, then risk, then the extremes and
 * averages. Periods are named by the tradebox's frequency ('Best month', '3 weeks').
 */
export function performanceFigures(
  summary: PerformanceSummary,
  frequency: Frequency,
): PerformanceFigure[] {
  const period = periodNoun(frequency);
  const periods = periodNoun(frequency, 2);
  const title = period.charAt(0).toUpperCase() + period.slice(1);
  const money = (key: PerformanceFigure["key"], label: string, detail: string) => {
    const value = summary[key] as number | null;
    return {
      key,
      label,
      value: orDash(value, formatSignedRupeeAmount),
      tone: toneOf(value),
      detail,
    };
  };
  const drawdown = summary.max_drawdown;
  return [
    {
      key: "compounded_return",
      label: "Compounded return",
      value: orDash(summary.compounded_return, (v) => formatPercent(v, { signed: true })),
      tone: toneOf(summary.compounded_return),
      detail: `Growth of capital over the ${periods}`,
    },
    {
      key: "success_ratio",
      label: "Win rate",
      value: orDash(summary.success_ratio, (v) => formatPercent(v)),
      tone: "neutral",
      detail: `Share of ${periods} that made a profit`,
    },
    {
      key: "max_drawdown",
      label: "Max drawdown",
      value: orDash(drawdown, (v) => (v === 0 ? formatPercent(0) : formatPercent(-v))),
      tone: drawdown ? "loss" : "neutral",
      detail: "Largest fall from a peak",
    },
    {
      key: "max_drawdown_recovery",
      label: "Drawdown recovery",
      value: recoveryText(summary.max_drawdown_recovery, frequency),
      tone: "neutral",
      detail: "Time to climb back to the peak",
    },
    {
      key: "calmar_ratio",
      label: "Calmar ratio",
      value: orDash(summary.calmar_ratio, formatRatio),
      tone: "neutral",
      detail: "Annual return ÷ max drawdown",
    },
    money("best_daily_profit", `Best ${period}`, dateDetail(summary.best_profit_date)),
    money("worst_daily_profit", `Worst ${period}`, dateDetail(summary.worst_profit_date)),
    money("average_profit_overall", `Average per ${period}`, `Mean profit of all ${periods}`),
    money("average_profit_win_days", `Average winning ${period}`, `Mean profit when in profit`),
    money("average_profit_lose_days", `Average losing ${period}`, `Mean loss when in loss`),
    {
      key: "win_streak",
      label: "Longest winning streak",
      value: countOf(summary.win_streak, frequency),
      tone: "neutral",
      detail: `${title}s in profit in a row`,
    },
    {
      key: "lose_streak",
      label: "Longest losing streak",
      value: countOf(summary.lose_streak, frequency),
      tone: "neutral",
      detail: `${title}s in loss in a row`,
    },
    {
      key: "average_trade_value",
      label: "Average capital",
      value: orDash(summary.average_trade_value, formatRupeeAmount),
      tone: "neutral",
      detail: "Mean portfolio value deployed",
    },
  ];
}

function dateDetail(date: string | null): string {
  return date ? `On ${formatIsoDate(date)}` : "No data in this window";
}
