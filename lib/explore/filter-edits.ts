import { CHOICE_FIELDS, type FilterChoice } from "./filter-groups";
import { formatRupeesCompact } from "../money/format-rupees";
import { parseRupees } from "../money/parse-rupees";
import type { FilterForm, NumberRange } from "./filter-form";
import { type FundsBucket, fundsBucketOf, fundsFilter, NO_FUNDS_LIMIT } from "./funds-buckets";

/** The values a form lists for a choice field (`['==', values]`), none when absent. */
function chosenValues(filters: FilterForm, field: FilterChoice["field"]): (string | number)[] {
  return [...(filters[field]?.[1] ?? [])];
}

/** A copy of the form without one field. */
function withoutField(filters: FilterForm, field: keyof FilterForm): FilterForm {
  const copy = { ...filters };
  delete copy[field];
  return copy;
}

/** Whether the form selects this chip. */
export function isChosen(filters: FilterForm, choice: FilterChoice): boolean {
  return chosenValues(filters, choice.field).includes(choice.value);
}

/**
 * The form with the chip switched on or off. A field left with no value is removed: an empty
 * `['==', []]` would match nothing. The other fields are kept as they are.
 */
export function toggleChoice(filters: FilterForm, choice: FilterChoice): FilterForm {
  const values = chosenValues(filters, choice.field);
  const next = values.includes(choice.value)
    ? values.filter((value) => value !== choice.value)
    : [...values, choice.value];
  const rest = withoutField(filters, choice.field);
  if (next.length === 0) return rest;
  // A chip's value belongs to its field: filter-groups.test.ts parses every chip's form with
  // filterFormSchema, and the server parses every form it receives. Not re-parsed here, so the
  // browser's filter chips need no zod.
  return { ...rest, [choice.field]: ["==", next] } as FilterForm;
}

/** The form with this funds bucket (spec §9) as its margin filter, or none. */
export function withFundsBucket(filters: FilterForm, bucket: FundsBucket | undefined): FilterForm {
  const rest = withoutField(filters, "margin_required");
  return bucket ? { ...rest, ...fundsFilter(bucket.range) } : rest;
}

/** The form without anything the panel shows; fields only a category sets (tag, return) stay. */
export function withoutPanelFilters(filters: FilterForm): FilterForm {
  return [...CHOICE_FIELDS, "margin_required" as const].reduce(withoutField, filters);
}

/** How many of the panel's filters are set: each chip, plus the funds bucket or range. */
export function panelFilterCount(filters: FilterForm): number {
  const chips = CHOICE_FIELDS.reduce((sum, field) => sum + chosenValues(filters, field).length, 0);
  return chips + (filters.margin_required ? 1 : 0);
}

/**
 * A margin range the form sets that is none of the buckets (the 'Low funds' category's
 * 0-25,000), so the panel can show it and let it be cleared; undefined otherwise.
 */
export function otherFundsRange(filters: FilterForm): NumberRange | undefined {
  const range = filters.margin_required?.[1];
  return range && !fundsBucketOf(filters) ? range : undefined;
}

/** A funds range in the buckets' style: [0, 25000] → 'Up to ₹25K', [5000, 20000] → '₹5K-₹20K'. */
export function fundsRangeLabel([low, high]: Readonly<NumberRange>): string {
  const rupees = (amount: number) => formatRupeesCompact(parseRupees(amount));
  // Anything past what paise can hold exactly is the open end ('above 3L' uses NO_FUNDS_LIMIT).
  if (high >= NO_FUNDS_LIMIT || !Number.isSafeInteger(Math.round(high * 100))) {
    return `Above ${rupees(Math.max(low, 0))}`;
  }
  return low <= 0 ? `Up to ${rupees(high)}` : `${rupees(low)}-${rupees(high)}`;
}
