import { addMonths, type IsoDate } from "../market/calendar-date";
import { indiaClock } from "../market/india-time";
import { averagePaise, comparePaise, paise, type Paise } from "../money/paise";
import { paiseToRupeesNumber } from "../money/parse-rupees";
import {
  FOLLOWER_PERIOD_MONTHS,
  FOLLOWER_RESULTS_MIN_BASKETS,
  type FollowerPeriodMonths,
  type FollowerPeriodWire,
  type FollowerResultsWire,
} from "../tradebox/follower-results-wire";

/** One follower's closed basket, as much of it as the followers' results read: nothing of who. */
export interface ClosedFollowerBasket {
  /** The India date it closed on. */
  exitDate: IsoDate;
  /** At the paper broker, or placed in practice: reported apart from the real brokers'. */
  paper: boolean;
  /** Gross P&L less its charges and Tradebox fees, as History shows it. */
  net: Paise;
  /** The margin it was placed with; zero when unknown, and its return is then left out. */
  margin: Paise;
  /** Each leg's entry slippage, paise a unit: positive when it entered worse than the analyst. */
  legSlippages: readonly Paise[];
}

/**
 * The p-quantile (0 ≤ p ≤ 1) of ascending values, interpolated between the two nearest ranks
 * (Hyndman and Fan's type 7: Excel's PERCENTILE.INC, numpy's default).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("No values to take a percentile of");
  const rank = (sorted.length - 1) * p;
  const lower = Math.floor(rank);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (rank - lower) * (sorted[upper]! - sorted[lower]!);
}

/** The median of ascending amounts, to the paisa: an even count's middle two averaged half-even. */
export function medianPaise(sorted: readonly Paise[]): Paise {
  if (sorted.length === 0) throw new RangeError("No amounts to take a median of");
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return averagePaise(paise(sorted[middle - 1]! + sorted[middle]!), 2);
}

const roundedPercent = (percent: number) => Math.round(percent * 100) / 100;

/**
 * One period's figures over the baskets that closed after the same date `months` months before
 * `today`: how many, and, each only when at least FOLLOWER_RESULTS_MIN_BASKETS baskets give it,
 * the median and 10th–90th percentiles of net return on margin and the median leg's slippage.
 */
export function periodFigures(
  baskets: readonly ClosedFollowerBasket[],
  months: FollowerPeriodMonths,
  today: IsoDate,
): FollowerPeriodWire {
  const from = addMonths(today, -months);
  const closed = baskets.filter((basket) => basket.exitDate > from);
  const returns = closed
    .filter((basket) => basket.margin > 0)
    .map((basket) => (basket.net / basket.margin) * 100)
    .sort((a, b) => a - b);
  const entered = closed.filter((basket) => basket.legSlippages.length > 0);
  const slippages = entered.flatMap((basket) => basket.legSlippages).sort(comparePaise);
  return {
    months,
    closed_baskets: closed.length,
    net_return_on_margin:
      returns.length >= FOLLOWER_RESULTS_MIN_BASKETS
        ? {
            median: roundedPercent(percentile(returns, 0.5)),
            p10: roundedPercent(percentile(returns, 0.1)),
            p90: roundedPercent(percentile(returns, 0.9)),
          }
        : null,
    entry_slippage_per_leg:
      entered.length >= FOLLOWER_RESULTS_MIN_BASKETS
        ? { median: paiseToRupeesNumber(medianPaise(slippages)), legs: slippages.length }
        : null,
  };
}

/** Every period's figures for the real brokers' baskets and, apart, the paper and practice ones. */
export function followerResults(
  baskets: readonly ClosedFollowerBasket[],
  asOf: Date,
): FollowerResultsWire {
  const today = indiaClock(asOf).date;
  const group = (paper: boolean) => {
    const members = baskets.filter((basket) => basket.paper === paper);
    return FOLLOWER_PERIOD_MONTHS.map((months) => periodFigures(members, months, today));
  };
  return {
    as_of: asOf.toISOString(),
    min_baskets: FOLLOWER_RESULTS_MIN_BASKETS,
    broker: group(false),
    paper: group(true),
  };
}
