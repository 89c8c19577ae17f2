import type { MarketTrend, RiskLevel, StrategyKind } from "../../lib/domain/enums";

/**
 * One leg of a strategy's recipe: the strike is the spot × (1 + moneyness), rounded to the
 * underlying's strike step, so the same recipe trades any underlying at any level.
 */
export interface RecipeLeg {
  type: "call" | "put";
  side: "BUY" | "SELL";
  lots: number;
  moneyness: number;
}

export interface StrategyRecipe {
  label: string;
  trend: MarketTrend;
  risk: RiskLevel;
  description: string;
  legs: readonly RecipeLeg[];
}

const leg = (side: RecipeLeg["side"], type: RecipeLeg["type"], moneyness: number, lots = 1) => ({
  type,
  side,
  lots,
  moneyness,
});

/** The textbook shape of every strategy kind of spec §4 (hedges first: BUY legs lead). */
export const STRATEGY_RECIPES: Readonly<Record<StrategyKind, StrategyRecipe>> = {
  bull_put_spread: {
    label: "Bull Put Spread",
    trend: "UP",
    risk: "MEDIUM",
    description:
      "Sells an at-the-money put and buys a lower put: a credit that is kept if the index holds.",
    legs: [leg("BUY", "put", -0.02), leg("SELL", "put", 0)],
  },
  bull_call_spread: {
    label: "Bull Call Spread",
    trend: "UP",
    risk: "LOW",
    description:
      "Buys an at-the-money call and sells a higher call: a cheap, capped bet on a rise.",
    legs: [leg("BUY", "call", 0), leg("SELL", "call", 0.02)],
  },
  call_ratio_back_spread: {
    label: "Call Ratio Back Spread",
    trend: "UP",
    risk: "MEDIUM",
    description: "Sells one call and buys two higher calls: profits from a sharp rally.",
    legs: [leg("BUY", "call", 0.015, 2), leg("SELL", "call", 0)],
  },
  bear_call_ladder: {
    label: "Bear Call Ladder",
    trend: "UP_OR_DOWN",
    risk: "HIGH",
    description:
      "Sells an at-the-money call and buys two higher calls: gains on a fall or a big rally.",
    legs: [leg("BUY", "call", 0.01), leg("BUY", "call", 0.02), leg("SELL", "call", 0)],
  },
  bear_put_spread: {
    label: "Bear Put Spread",
    trend: "DOWN",
    risk: "LOW",
    description: "Buys an at-the-money put and sells a lower put: a cheap, capped bet on a fall.",
    legs: [leg("BUY", "put", 0), leg("SELL", "put", -0.02)],
  },
  bear_call_spread: {
    label: "Bear Call Spread",
    trend: "DOWN",
    risk: "MEDIUM",
    description:
      "Sells an at-the-money call and buys a higher call: a credit kept if the index stays below.",
    legs: [leg("BUY", "call", 0.02), leg("SELL", "call", 0)],
  },
  put_ratio_back_spread: {
    label: "Put Ratio Back Spread",
    trend: "DOWN",
    risk: "MEDIUM",
    description: "Sells one put and buys two lower puts: profits from a sharp fall.",
    legs: [leg("BUY", "put", -0.015, 2), leg("SELL", "put", 0)],
  },
  reverse_condor: {
    label: "Reverse Condor",
    trend: "UP_OR_DOWN",
    risk: "LOW",
    description:
      "Buys near calls and puts and sells farther ones: a capped bet on a big move either way.",
    legs: [
      leg("BUY", "put", -0.01),
      leg("BUY", "call", 0.01),
      leg("SELL", "put", -0.03),
      leg("SELL", "call", 0.03),
    ],
  },
  long_strangle: {
    label: "Long Strangle",
    trend: "UP_OR_DOWN",
    risk: "MEDIUM",
    description:
      "Buys an out-of-the-money call and put: gains on a large move in either direction.",
    legs: [leg("BUY", "put", -0.02), leg("BUY", "call", 0.02)],
  },
  long_straddle: {
    label: "Long Straddle",
    trend: "UP_OR_DOWN",
    risk: "MEDIUM",
    description: "Buys the at-the-money call and put: gains when the index moves far from here.",
    legs: [leg("BUY", "put", 0), leg("BUY", "call", 0)],
  },
  short_straddle: {
    label: "Short Straddle",
    trend: "NEUTRAL",
    risk: "HIGH",
    description: "Sells the at-the-money call and put: collects premium while the index stays put.",
    legs: [leg("SELL", "put", 0), leg("SELL", "call", 0)],
  },
  short_strangle: {
    label: "Short Strangle",
    trend: "NEUTRAL",
    risk: "HIGH",
    description: "Sells an out-of-the-money call and put: premium from a range-bound index.",
    legs: [leg("SELL", "put", -0.02), leg("SELL", "call", 0.02)],
  },
  iron_condor: {
    label: "Iron Condor",
    trend: "NEUTRAL",
    risk: "LOW",
    description: "A short strangle with bought wings: range-bound premium with a capped loss.",
    legs: [
      leg("BUY", "put", -0.04),
      leg("BUY", "call", 0.04),
      leg("SELL", "put", -0.02),
      leg("SELL", "call", 0.02),
    ],
  },
  manual: {
    label: "Analyst's Pick",
    trend: "ALL",
    risk: "MEDIUM",
    description: "The analyst's own mix: a bought call financed by a sold put below the market.",
    legs: [leg("BUY", "call", 0.01), leg("SELL", "put", -0.01)],
  },
};
