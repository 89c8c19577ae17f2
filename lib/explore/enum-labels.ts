import type { MarketTrend } from "../domain/enums";

/** How a market trend reads on cards and filter chips; 'up or down' is a volatile market. */
export const MARKET_TREND_LABELS: Readonly<Record<MarketTrend, string>> = {
  ALL: "Any",
  UP: "Up",
  DOWN: "Down",
  NEUTRAL: "Neutral",
  UP_OR_DOWN: "Volatile",
};
