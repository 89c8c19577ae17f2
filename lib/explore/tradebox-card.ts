import {
  FREQUENCY_PERIODS,
  type MarketTrend,
  RISK_BADGE_LABELS,
  type RiskLevel,
} from "../domain/enums";
import { UNDERLYINGS } from "../market/underlyings";
import { formatRupees } from "../money/format-rupees";
import { parseRupees } from "../money/parse-rupees";
import { PERFORMANCE_WINDOWS } from "../performance/performance-windows";
import { routePath } from "../routing/routes";
import type { TradeboxWire } from "../tradebox/tradebox-wire";
import { FREQUENCY_LABELS } from "../tradebox/display-labels";
import { MARKET_TREND_LABELS } from "./enum-labels";
import { formatPercent } from "../format/display-figures";

/** What an explore result card shows of a tradebox (spec §2 screen 9, §3, §9). */
export interface TradeboxCard {
  id: string;
  name: string;
  description: string;
  image: string;
  /** The tradebox's profile, /explore/{slug}. */
  href: string;
  risk: RiskLevel;
  /** Spec §9 risk badge: High, Medium, Low. */
  riskLabel: string;
  /** Margin required in the spec's currency format: '₹12,236.38'. */
  marginRequired: string;
  /** The window of the return, in the tradebox's periods: 'Last 3 months', 'Last 3 trades'. */
  returnLabel: string;
  /** Compounded return over the last 3 periods, in percent; null before any trade. */
  lastThreeReturn: number | null;
  /** '+75.87%', '-4.10%', or '—' when there is none yet. */
  returnText: string;
  trend: MarketTrend;
  trendLabel: string;
  underlying: string;
  frequency: string;
}

/** A search result as its explore card. */
export function tradeboxCard(tradebox: TradeboxWire): TradeboxCard {
  const lastThree = tradebox.last_three_perf?.compounded_return ?? null;
  const periods = FREQUENCY_PERIODS[tradebox.frequency].unit;
  return {
    id: tradebox.id,
    name: tradebox.name,
    description: tradebox.description,
    image: tradebox.display_image,
    href: routePath("tradeboxProfile", { sid: tradebox.slug }),
    risk: tradebox.risk_level,
    riskLabel: RISK_BADGE_LABELS[tradebox.risk_level],
    marginRequired: formatRupees(parseRupees(tradebox.margin_required)),
    returnLabel: `Last ${PERFORMANCE_WINDOWS.last_three_perf} ${periods}`,
    lastThreeReturn: lastThree,
    returnText: lastThree === null ? "—" : formatPercent(lastThree, { signed: true }),
    trend: tradebox.market_trend,
    trendLabel: MARKET_TREND_LABELS[tradebox.market_trend],
    underlying: UNDERLYINGS[tradebox.underlying_token].name,
    frequency: FREQUENCY_LABELS[tradebox.frequency],
  };
}
