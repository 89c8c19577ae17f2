import type { FilterField } from "../../lib/explore/filter-form";
import type { SORT_FIELDS } from "../../lib/explore/sort-options";
import type { TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import type { IndexFields } from "./engine/search-engine";

/** Filter-form fields matched by equality (`'=='` lists). */
export const TRADEBOX_KEYWORD_FIELDS = [
  "risk_level",
  "market_trend",
  "frequency",
  "maximum_profit_type",
  "maximum_loss_type",
  "underlying_token",
  "ins_type",
  "market_type",
  "strategy_type",
  "basket_status",
  "active_passive_basket",
  "tag",
  "owner",
] as const satisfies readonly FilterField[];
type KeywordField = (typeof TRADEBOX_KEYWORD_FIELDS)[number];

/**
 * One tradebox as the search index holds it: the indexed fields at the top level (times as epoch
 * ms, so they range and sort), and the tradebox itself, which is what a search returns.
 */
export interface TradeboxSearchDoc extends Pick<
  TradeboxWire,
  "id" | "name" | "description" | KeywordField
> {
  /** strategy_type as words ('iron condor'), for the full-text search. */
  strategy_words: string;
  margin_required: number;
  /** last_three_perf.compounded_return; absent when there is none (sorts last). */
  last_three_perf_compounded_return?: number;
  created_time?: number;
  live_date?: number;
  /** 0 for an OPEN basket, 1 otherwise: the default sort lists OPEN first (spec §7). */
  open_first: 0 | 1;
  tradebox: TradeboxWire;
}

/** Number fields: the filter form's ranges and every sort key, plus open_first. */
const NUMBER_FIELDS = [
  "margin_required",
  "last_three_perf_compounded_return",
  "created_time",
  "live_date",
  "open_first",
] as const satisfies readonly (keyof TradeboxSearchDoc &
  ((typeof SORT_FIELDS)[number] | FilterField | "open_first"))[];

export const TRADEBOX_INDEX_FIELDS: IndexFields<TradeboxSearchDoc> = {
  text: ["name", "description", "strategy_words"],
  keyword: TRADEBOX_KEYWORD_FIELDS,
  number: NUMBER_FIELDS,
};

/** The search document of a tradebox. */
export function tradeboxSearchDoc(tradebox: TradeboxWire): TradeboxSearchDoc {
  const keywords = Object.fromEntries(
    TRADEBOX_KEYWORD_FIELDS.map((field) => [field, tradebox[field]]),
  ) as Pick<TradeboxWire, KeywordField>;
  return {
    ...keywords,
    id: tradebox.id,
    name: tradebox.name,
    description: tradebox.description,
    strategy_words: tradebox.strategy_type.replaceAll("_", " "),
    margin_required: tradebox.margin_required,
    last_three_perf_compounded_return: tradebox.last_three_perf?.compounded_return ?? undefined,
    created_time: epochMs(tradebox.created_time),
    live_date: epochMs(tradebox.live_date),
    open_first: tradebox.basket_status === "OPEN" ? 0 : 1,
    tradebox,
  };
}

function epochMs(iso: string | null): number | undefined {
  if (iso === null) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}
