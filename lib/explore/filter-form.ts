import * as z from "../validation/zod";
import {
  ACTIVE_PASSIVE,
  BASKET_STATUSES,
  FREQUENCY_FILTER_VALUES,
  INSTRUMENT_TYPES,
  MARKET_TREND_FILTER_VALUES,
  MARKET_TYPES,
  PROFIT_LOSS_TYPES,
  RISK_FILTER_VALUES,
  STRATEGY_KINDS,
  STRATEGY_TAGS,
} from "../domain/enums";
import { UNDERLYING_TOKENS } from "../market/underlyings";

/** Spec §3 filter form operators. */
export const FILTER_OPERATORS = ["==", "between", ">", ">=", "<="] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Spec §5: last_three_perf_compounded_return takes >=, <= or >. */
export const RETURN_OPERATORS = [">=", "<=", ">"] as const satisfies readonly FilterOperator[];

/** A field's condition, `[operator, values]`; only the spec's operators type-check. */
function condition<const Op extends FilterOperator, Values extends z.ZodMiniType>(
  operators: readonly [Op, ...Op[]],
  values: Values,
) {
  return z.tuple([z.enum(operators), values]);
}

/** `['==', [a, b]]`: the field equals any of the values (an empty list matches nothing). */
function anyOf<Value extends z.ZodMiniType>(value: Value) {
  return condition(["=="], z.array(value));
}

/** The filter values of an enum's `{ filterValue: ENUM_VALUE }` map (spec §4). */
function filterValues<Key extends string>(map: Readonly<Record<Key, string>>) {
  return z.enum(Object.keys(map) as [Key, ...Key[]]);
}

/** Spec §5: 'between' with two numbers, the lower first. */
export const numberRangeSchema = z
  .tuple([z.number(), z.number()])
  .check(z.refine(([low, high]) => low <= high, { message: "The lower bound comes first" }));
export type NumberRange = z.infer<typeof numberRangeSchema>;

/**
 * Spec §3 filter form: filterable field → `[operator, values]`. Field names are the tradebox's
 * own (spec §3 search result) plus last_three_perf_compounded_return; values of the enums with
 * filter values (risk, market trend, frequency) are those filter values. Unknown fields are
 * dropped, a malformed known field fails the whole form.
 */
export const filterFormSchema = z.partial(
  z.object({
    margin_required: condition(["between"], numberRangeSchema),
    last_three_perf_compounded_return: condition(RETURN_OPERATORS, z.number()),
    risk_level: anyOf(filterValues(RISK_FILTER_VALUES)),
    market_trend: anyOf(filterValues(MARKET_TREND_FILTER_VALUES)),
    frequency: anyOf(filterValues(FREQUENCY_FILTER_VALUES)),
    maximum_profit_type: anyOf(z.enum(PROFIT_LOSS_TYPES)),
    maximum_loss_type: anyOf(z.enum(PROFIT_LOSS_TYPES)),
    underlying_token: anyOf(z.literal(UNDERLYING_TOKENS)),
    ins_type: anyOf(z.enum(INSTRUMENT_TYPES)),
    market_type: anyOf(z.enum(MARKET_TYPES)),
    strategy_type: anyOf(z.enum(STRATEGY_KINDS)),
    basket_status: anyOf(z.enum(BASKET_STATUSES)),
    active_passive_basket: anyOf(z.enum(ACTIVE_PASSIVE)),
    tag: anyOf(z.enum(STRATEGY_TAGS)),
    owner: anyOf(z.string().check(z.minLength(1))),
  }),
);

export type FilterForm = z.infer<typeof filterFormSchema>;
export type FilterField = keyof FilterForm;
