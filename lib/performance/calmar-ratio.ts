import type { Frequency } from "../domain/enums";

/**
 * Periods in a year, per tradebox frequency: 252 trading days (the NSE convention, see
 * MARKET-FACTS.md), 52 weeks, 12 months, 4 quarters, 1 year. ADHOC trades have no fixed length,
 * so nothing can be annualised for them.
 */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number | null>> = {
  INTRADAY: 252,
  WEEKLY: 52,
  MONTHLY: 12,
  QUARTERLY: 4,
  ANNUAL: 1,
  ADHOC: null,
};

/**
 * Annualised return, in percent: (G^(P / k) − 1) × 100, with G the final growth of ₹1 (growth.ts),
 * k the number of periods the series spans and P = PERIODS_PER_YEAR[frequency]. Null for ADHOC
 * or k = 0. A short window is annualised as it stands: 3 weeks that made 2% in all become
 * 1.02^(52/3) − 1 ≈ 41.0% a year, so read a window's Calmar ratio with its length in mind.
 */
export function annualisedReturn(
  finalGrowth: number,
  periods: number,
  frequency: Frequency,
): number | null {
  const perYear = PERIODS_PER_YEAR[frequency];
  if (perYear === null || periods === 0) return null;
  return (Math.pow(finalGrowth, perYear / periods) - 1) * 100;
}

/**
 * calmar_ratio = annualised return (%) / max drawdown (%). Null when either is missing or the
 * drawdown is 0 (no loss to measure against).
 */
export function calmarRatio(
  annualised: number | null,
  maxDrawdownPercent: number | null,
): number | null {
  if (annualised === null || maxDrawdownPercent === null || maxDrawdownPercent === 0) return null;
  return annualised / maxDrawdownPercent;
}
