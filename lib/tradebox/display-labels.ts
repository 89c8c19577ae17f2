import type { Frequency, InstrumentType, MarketTrend, RiskLevel } from "../domain/enums";
import { RISK_BADGE_LABELS } from "../domain/enums";
import { UNDERLYINGS, type UnderlyingToken } from "../market/underlyings";

/** How often a tradebox trades, as a trader reads it: cards, profiles, filter chips, positions. */
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  INTRADAY: "Intraday",
  WEEKLY: "Weekly",
  MONTHLY: "Monthly",
  QUARTERLY: "Quarterly",
  ANNUAL: "Annual",
  ADHOC: "Ad hoc",
};

/**
 * The market a tradebox is built for, named as the explore categories name it ('Up Market',
 * 'Volatile Market' for up-or-down); ALL suits any market.
 */
export const MARKET_TREND_LABELS: Readonly<Record<MarketTrend, string>> = {
  ALL: "Any Market",
  UP: "Up Market",
  DOWN: "Down Market",
  NEUTRAL: "Neutral Market",
  UP_OR_DOWN: "Volatile Market",
};

/** Spec §9 risk badge text with its meaning: 'Low risk'. */
export function riskLabel(risk: RiskLevel): string {
  return `${RISK_BADGE_LABELS[risk]} risk`;
}

/** The instrument a tradebox trades: its underlying's name (spec §4: Nifty, Bank Nifty, …). */
export function instrumentLabel(underlyingToken: UnderlyingToken): string {
  return UNDERLYINGS[underlyingToken].name;
}

/** A leg's instrument type with the exchange's suffix a trader recognises from symbols. */
export const INSTRUMENT_TYPE_LABELS: Readonly<Record<InstrumentType, string>> = {
  call: "Call (CE)",
  put: "Put (PE)",
  fut: "Future",
  cash: "Cash",
  idx: "Index",
};
