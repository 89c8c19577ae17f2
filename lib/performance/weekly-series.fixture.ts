import type { PortfolioPoint } from "./portfolio-series";

/**
 * A hand-computed weekly tradebox, starting with ₹1,00,000 (value = the portfolio after the
 * week, profit_abs = that week's profit, profit_pct = profit_abs / last week's value × 100).
 *
 * | # | date       | profit_pct | profit_abs | value    | growth G = Π (1 + pct/100) |
 * | 1 | 2026-09-01 |        +20 |   +20,000  | 1,20,000 | 1.2                        |
 * | 2 | 2026-09-08 |         +5 |    +6,000  | 1,26,000 | 1.26   (peak)              |
 * | 3 | 2026-09-15 |        −50 |   −63,000  |   63,000 | 0.63                       |
 * | 4 | 2026-09-22 |        −20 |   −12,600  |   50,400 | 0.504  (trough)            |
 * | 5 | 2026-09-29 |       +100 |   +50,400  | 1,00,800 | 1.008                      |
 * | 6 | 2026-10-06 |          0 |         0  | 1,00,800 | 1.008                      |
 * | 7 | 2026-10-13 |        +25 |   +25,200  | 1,26,000 | 1.26   (back at the peak)  |
 * | 8 | 2026-10-20 |        +10 |   +12,600  | 1,38,600 | 1.386                      |
 */
const point = (
  date: string,
  value: number,
  profit_abs: number,
  profit_pct: number,
): PortfolioPoint => ({ date, value, profit_abs, profit_pct });

export const WEEKLY_SERIES: readonly PortfolioPoint[] = [
  point("2026-09-01", 120_000, 20_000, 20),
  point("2026-09-08", 126_000, 6_000, 5),
  point("2026-09-15", 63_000, -63_000, -50),
  point("2026-09-22", 50_400, -12_600, -20),
  point("2026-09-29", 100_800, 50_400, 100),
  point("2026-10-06", 100_800, 0, 0),
  point("2026-10-13", 126_000, 25_200, 25),
  point("2026-10-20", 138_600, 12_600, 10),
];
