import type { FilterForm, NumberRange } from "./filter-form";

/** The top of an open-ended funds range ('above 3L'): the filter form needs two numbers. */
export const NO_FUNDS_LIMIT = Number.MAX_SAFE_INTEGER;

export interface FundsBucket {
  id: string;
  label: string;
  /** Margin required, in rupees, both ends included. */
  range: NumberRange;
}

/**
 * Spec §9 funds filter buckets. Neighbouring buckets share their edge (both ends are included,
 * as 'between' is), so a tradebox needing exactly ₹10,000 is listed under both, never under none.
 */
export const FUNDS_BUCKETS = [
  { id: "below-10k", label: "Below 10K", range: [0, 10_000] },
  { id: "10k-50k", label: "10K-50K", range: [10_000, 50_000] },
  { id: "50k-1l", label: "50K-1L", range: [50_000, 100_000] },
  { id: "1l-3l", label: "1L-3L", range: [100_000, 300_000] },
  { id: "above-3l", label: "Above 3L", range: [300_000, NO_FUNDS_LIMIT] },
] as const satisfies readonly FundsBucket[];
export type FundsBucketId = (typeof FUNDS_BUCKETS)[number]["id"];

/** Spec §9: the 'Low funds' category is 0-25,000. */
export const LOW_FUNDS_RANGE: Readonly<NumberRange> = [0, 25_000];

/** The filter for a funds range: `margin_required between [low, high]` (spec §5). */
export function fundsFilter(range: Readonly<NumberRange>): Pick<FilterForm, "margin_required"> {
  return { margin_required: ["between", [range[0], range[1]]] };
}

/** The bucket a form's margin filter selects, for the funds picker; undefined for any other. */
export function fundsBucketOf(filters: FilterForm): FundsBucket | undefined {
  const range = filters.margin_required?.[1];
  return FUNDS_BUCKETS.find((b) => b.range[0] === range?.[0] && b.range[1] === range?.[1]);
}
