import {
  FREQUENCY_FILTER_VALUES,
  MARKET_TREND_FILTER_VALUES,
  RISK_BADGE_LABELS,
  RISK_FILTER_VALUES,
} from "../domain/enums";
import { UNDERLYINGS, UNDERLYING_TOKENS } from "../market/underlyings";
import { FREQUENCY_LABELS, MARKET_TREND_LABELS } from "./enum-labels";
import type { FilterForm } from "./filter-form";

/** Filter fields the explore panel offers as multi-choice chips (`['==', [values]]`). */
export const CHOICE_FIELDS = [
  "risk_level",
  "market_trend",
  "maximum_profit_type",
  "maximum_loss_type",
  "underlying_token",
  "frequency",
] as const satisfies readonly (keyof FilterForm)[];
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** One chip: a value of a field, e.g. risk_level 'low', shown as 'Low'. */
export interface FilterChoice {
  field: ChoiceField;
  value: string | number;
  label: string;
}

export interface FilterGroup {
  id: string;
  title: string;
  choices: readonly FilterChoice[];
}

function keysOf<K extends string>(map: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(map) as K[];
}

/**
 * The explore filter panel's chip groups besides funds (spec §2 mega menu names: market
 * condition, payoff potential, instrument; plus risk and frequency). Values are the filter
 * form's own (spec §4 filter values), labels ours.
 */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    id: "risk",
    title: "Risk",
    choices: keysOf(RISK_FILTER_VALUES).map((value) => ({
      field: "risk_level",
      value,
      label: RISK_BADGE_LABELS[RISK_FILTER_VALUES[value]],
    })),
  },
  {
    id: "market-trend",
    title: "Market trend",
    choices: keysOf(MARKET_TREND_FILTER_VALUES).map((value) => ({
      field: "market_trend",
      value,
      label: MARKET_TREND_LABELS[MARKET_TREND_FILTER_VALUES[value]],
    })),
  },
  {
    id: "payoff",
    title: "Payoff potential",
    choices: [
      { field: "maximum_profit_type", value: "unlimited", label: "Unlimited profit" },
      { field: "maximum_profit_type", value: "limited", label: "Limited profit" },
      { field: "maximum_loss_type", value: "unlimited", label: "Unlimited loss" },
      { field: "maximum_loss_type", value: "limited", label: "Limited loss" },
    ],
  },
  {
    id: "instrument",
    title: "Instrument",
    choices: UNDERLYING_TOKENS.map((token) => ({
      field: "underlying_token",
      value: token,
      label: UNDERLYINGS[token].name,
    })),
  },
  {
    id: "frequency",
    title: "Frequency",
    choices: keysOf(FREQUENCY_FILTER_VALUES).map((value) => ({
      field: "frequency",
      value,
      label: FREQUENCY_LABELS[FREQUENCY_FILTER_VALUES[value]],
    })),
  },
];
