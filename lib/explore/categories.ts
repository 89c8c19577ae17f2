import { IIFL_STRATEGY_TAG, type ProfitLossType } from "../domain/enums";
import { UNDERLYINGS, type UnderlyingToken } from "../market/underlyings";
import type { FilterForm } from "./filter-form";
import { fundsFilter, LOW_FUNDS_RANGE } from "./funds-buckets";
import { defaultSort, sortOption, type Sort } from "./sort-options";

/** Spec §2 explore category: a click opens /explore with its filters, sort and search. */
export interface Category {
  id: string;
  title: string;
  description: string;
  /** CSS background of the category's banner and card. */
  background: string;
  filters: FilterForm;
  sort: Sort;
  search: string;
}

type CategoryDraft<Id extends string> = Omit<Category, "id" | "filters" | "sort" | "search"> &
  Partial<Category> & { id: Id };

/** A category; no filters, the default sort and no search unless given. */
function category<const Id extends string>(draft: CategoryDraft<Id>): Category & { id: Id } {
  return { filters: {}, sort: defaultSort(), search: "", ...draft };
}

function gradient(from: string, to: string): string {
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}

/** A category of the tradeboxes on one underlying, titled with its spec §4 name. */
function underlyingCategory<const Id extends string>(
  id: Id,
  token: UnderlyingToken,
  background: string,
): Category & { id: Id } {
  const { name } = UNDERLYINGS[token];
  return category({
    id,
    title: name,
    description: `Tradeboxes on the ${name} index.`,
    background,
    filters: { underlying_token: ["==", [token]] },
  });
}

function payoffFilter(
  field: "maximum_profit_type" | "maximum_loss_type",
  type: ProfitLossType,
): FilterForm {
  return { [field]: ["==", [type]] };
}

/**
 * Spec §9 categories. Titles, descriptions and backgrounds are ours. Readings: 'Axis' and 'SBI'
 * are keyword (search) categories; 'IIFL-run' is the iifl_strategy tag; 'below 25,000' is the
 * 'Low funds' category (0-25,000) and 'lowest funds' the funds-low-to-high sort; stable market is
 * the 'neutral' trend, volatile the 'up-or-down' one; 'fresh' is newest created first.
 */
export const CATEGORIES = [
  category({
    id: "low-risk",
    title: "Low Risk",
    description: "Tradeboxes the analysts rate low risk.",
    background: gradient("#0f766e", "#134e4a"),
    filters: { risk_level: ["==", ["low"]] },
  }),
  category({
    id: "iifl-run",
    title: "Run by IIFL",
    description: "Tradeboxes managed by IIFL's analysts.",
    background: gradient("#1d4ed8", "#1e1b4b"),
    filters: { tag: ["==", [IIFL_STRATEGY_TAG]] },
  }),
  category({
    id: "axis",
    title: "Axis",
    description: "Tradeboxes that mention Axis.",
    background: gradient("#9f1239", "#3b0764"),
    search: "Axis",
  }),
  category({
    id: "sbi",
    title: "SBI",
    description: "Tradeboxes that mention SBI.",
    background: gradient("#0369a1", "#172554"),
    search: "SBI",
  }),
  category({
    id: "fresh",
    title: "Fresh",
    description: "The newest tradeboxes first.",
    background: gradient("#65a30d", "#14532d"),
    sort: [["created_time", "desc"]],
  }),
  category({
    id: "lowest-funds",
    title: "Lowest Funds",
    description: "Tradeboxes that need the least margin, first.",
    background: gradient("#0891b2", "#164e63"),
    sort: sortOption("funds-low-to-high").sort,
  }),
  category({
    id: "low-funds",
    title: "Low Funds",
    description: "Tradeboxes you can enter with ₹25,000 or less.",
    background: gradient("#059669", "#064e3b"),
    filters: fundsFilter(LOW_FUNDS_RANGE),
  }),
  underlyingCategory("nifty", 3727, gradient("#4f46e5", "#1e1b4b")),
  underlyingCategory("bank-nifty", 3731, gradient("#7c3aed", "#2e1065")),
  underlyingCategory("fin-nifty", 4407, gradient("#c026d3", "#4a044e")),
  category({
    id: "unlimited-profit",
    title: "Unlimited Profit",
    description: "Uncapped upside: the profit grows with the move.",
    background: gradient("#16a34a", "#052e16"),
    filters: payoffFilter("maximum_profit_type", "unlimited"),
  }),
  category({
    id: "limited-profit",
    title: "Limited Profit",
    description: "The most you can make is known upfront.",
    background: gradient("#15803d", "#1e293b"),
    filters: payoffFilter("maximum_profit_type", "limited"),
  }),
  category({
    id: "unlimited-loss",
    title: "Unlimited Loss",
    description: "Uncapped downside: size these with care.",
    background: gradient("#dc2626", "#450a0a"),
    filters: payoffFilter("maximum_loss_type", "unlimited"),
  }),
  category({
    id: "limited-loss",
    title: "Limited Loss",
    description: "The most you can lose is known upfront.",
    background: gradient("#ea580c", "#431407"),
    filters: payoffFilter("maximum_loss_type", "limited"),
  }),
  category({
    id: "up-market",
    title: "Up Market",
    description: "For a market you expect to rise.",
    background: gradient("#22c55e", "#14532d"),
    filters: { market_trend: ["==", ["up"]] },
  }),
  category({
    id: "down-market",
    title: "Down Market",
    description: "For a market you expect to fall.",
    background: gradient("#ef4444", "#7f1d1d"),
    filters: { market_trend: ["==", ["down"]] },
  }),
  category({
    id: "neutral-market",
    title: "Neutral Market",
    description: "For a stable market that stays in a range.",
    background: gradient("#64748b", "#1e293b"),
    filters: { market_trend: ["==", ["neutral"]] },
  }),
  category({
    id: "volatile-market",
    title: "Volatile Market",
    description: "For a big move, either way.",
    background: gradient("#f59e0b", "#78350f"),
    filters: { market_trend: ["==", ["up-or-down"]] },
  }),
  category({
    id: "top-performers",
    title: "Top Performers",
    description: "A positive compounded return over the last 3 trades, best first.",
    background: gradient("#eab308", "#713f12"),
    filters: { last_three_perf_compounded_return: [">", 0] },
    sort: sortOption("last-three-performance").sort,
  }),
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

/** The category with this id. */
export function categoryById(id: CategoryId): Category {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown category: ${id}`);
  return found;
}

/** Whether a string is one of the category ids. */
export function isCategoryId(id: string): id is CategoryId {
  return BY_ID.has(id);
}
