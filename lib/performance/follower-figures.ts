import { formatIsoDate, formatPercent, formatRupeeAmount } from "../format/display-figures";
import { indiaClock } from "../market/india-time";
import type {
  FollowerPeriodMonths,
  FollowerPeriodWire,
  FollowerResultsWire,
} from "../tradebox/follower-results-wire";
import { NO_FIGURE, type FigureTone } from "./summary-figures";

/** One figure of a period's followers' results, labelled for a trader. */
export interface FollowerFigure {
  key: "closed_baskets" | "median_return" | "return_spread" | "entry_slippage";
  label: string;
  value: string;
  tone: FigureTone;
  detail: string;
}

/** The two groups of baskets, as the profile names them: the paper ones are always apart. */
export const FOLLOWER_GROUPS = [
  { key: "broker", title: "At brokers", note: "Real money, at the traders' own brokers" },
  {
    key: "paper",
    title: "Paper and practice",
    note: "On the paper broker or in practice: no money at stake",
  },
] as const satisfies readonly { key: keyof FollowerResultsWire; title: string; note: string }[];

/** A period as its tab reads: 'Last 3 months'. */
export function followerPeriodLabel(months: FollowerPeriodMonths): string {
  return `Last ${months} months`;
}

/** When the figures were worked out, India's date: 'Updated 6 Dec 2026'. */
export function followersUpdated(results: Pick<FollowerResultsWire, "as_of">): string {
  return `Updated ${formatIsoDate(indiaClock(new Date(results.as_of)).date)}`;
}

const toneOf = (value: number): FigureTone =>
  value === 0 ? "neutral" : value > 0 ? "profit" : "loss";
const signedPercent = (value: number) => formatPercent(value, { signed: true });

/** The median leg's slippage, said the follower's way round: '₹0.45 worse', '₹0.10 better'. */
function slippageText(rupees: number): string {
  const amount = formatRupeeAmount(Math.abs(rupees));
  if (amount === formatRupeeAmount(0)) return amount;
  return `${amount} ${rupees > 0 ? "worse" : "better"}`;
}

/**
 * A period's figures: how many baskets closed, and the figures only enough of them give (a
 * dash, saying how many it takes, below `minBaskets`).
 */
export function followerFigures(period: FollowerPeriodWire, minBaskets: number): FollowerFigure[] {
  const floor = `Shown from ${minBaskets} closed baskets`;
  const returns = period.net_return_on_margin;
  const slippage = period.entry_slippage_per_leg;
  return [
    {
      key: "closed_baskets",
      label: "Baskets closed",
      value: String(period.closed_baskets),
      tone: "neutral",
      detail: `Followers' baskets exited in the last ${period.months} months`,
    },
    {
      key: "median_return",
      label: "Median net return",
      value: returns ? signedPercent(returns.median) : NO_FIGURE,
      tone: returns ? toneOf(returns.median) : "neutral",
      detail: returns ? "On margin, after charges and fees" : floor,
    },
    {
      key: "return_spread",
      label: "Spread of net returns",
      value: returns ? `${signedPercent(returns.p10)} to ${signedPercent(returns.p90)}` : NO_FIGURE,
      tone: "neutral",
      detail: returns ? "10th to 90th percentile of baskets" : floor,
    },
    {
      key: "entry_slippage",
      label: "Median entry slippage",
      value: slippage ? slippageText(slippage.median) : NO_FIGURE,
      tone: slippage ? toneOf(-slippage.median) : "neutral",
      detail: slippage
        ? `A unit, per leg, against the analyst's price (${slippage.legs} legs)`
        : floor,
    },
  ];
}
