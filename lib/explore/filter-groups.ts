import {
  FREQUENCY_FILTER_VALUES,
  MARKET_TREND_FILTER_VALUES,
  RISK_BADGE_LABELS,
  RISK_FILTER_VALUES,
} from "../domain/enums";
import { UNDERLYINGS, UNDERLYING_TOKENS } from "../market/underlyings";
import { FREQUENCY_LABELS } from "../tradebox/display-labels";
import { MARKET_TREND_LABELS } from "./enum-labels";
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

/**
 * The chips of an enum with filter values (spec §4): one per filter value, labelled by the label
 * of the enum value it stands for.
 */
function enumChoices<FilterValue extends string, EnumValue extends string>(
  field: ChoiceField,
  filterValues: Readonly<Record<FilterValue, EnumValue>>,
  labels: Readonly<Record<EnumValue, string>>,
): FilterChoice[] {
  return (Object.keys(filterValues) as FilterValue[]).map((value) => ({
    field,
    value,
    label: labels[filterValues[value]],
  }));
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
    choices: enumChoices("risk_level", RISK_FILTER_VALUES, RISK_BADGE_LABELS),
  },
  {
    id: "market-trend",
    title: "Market trend",
    choices: enumChoices("market_trend", MARKET_TREND_FILTER_VALUES, MARKET_TREND_LABELS),
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
    choices: enumChoices("frequency", FREQUENCY_FILTER_VALUES, FREQUENCY_LABELS),
  },
];
