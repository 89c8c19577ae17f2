import type { SearchRequest, SearchViewer } from "../../../lib/explore/search-request";
import { SORT_OPTIONS } from "../../../lib/explore/sort-options";
import { seededRandom } from "./tradebox-generator";

/** The kinds of query the explore page sends, as the bench reports them. */
export type QueryKind = "filters + sort" | "text + filters + sort" | "common word + filters + sort";

/** One search as a viewer sends it. */
export interface WorkloadQuery {
  kind: QueryKind;
  request: SearchRequest;
  viewer: SearchViewer;
}

/** Words matching a few tradeboxes, with typos and prefixes among them. */
const TEXTS = [
  "condor",
  "iron condr",
  "nifty strangle",
  "bull spread",
  "straddle",
  "hedged",
  "brea",
];
/** Matches nearly every tradebox (every underlying's name holds it): the old engine's tail. */
const COMMON_WORD = "nifty";

const FILTERS: SearchRequest["filters"][] = [
  {},
  { risk_level: ["==", ["low"]] },
  { margin_required: ["between", [10_000, 300_000]] },
  { last_three_perf_compounded_return: [">", 0], market_trend: ["==", ["up", "up-or-down"]] },
  { underlying_token: ["==", [3727]], frequency: ["==", ["weekly"]] },
  {
    strategy_type: ["==", ["iron_condor", "short_straddle"]],
    risk_level: ["==", ["medium", "high"]],
  },
];
const VIEWERS: SearchViewer[] = [
  {},
  { broker: "iifl", clientId: "CLIENT3" },
  { broker: "5paisa", clientId: "CLIENT7" },
];
const KINDS: QueryKind[] = [
  "filters + sort",
  "text + filters + sort",
  "common word + filters + sort",
];

/**
 * `count` searches mixing text, filters, every sort option, pages 1 to 3 and three viewers, the
 * three kinds in turn. Deterministic for a seed.
 */
export function searchWorkload(count: number, seed = 99): WorkloadQuery[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const search =
      kind === "filters + sort" ? "" : kind === "text + filters + sort" ? pick(TEXTS) : COMMON_WORD;
    return {
      kind,
      request: {
        search,
        page: 1 + Math.floor(random() * 3),
        filters: pick(FILTERS),
        sort: pick(SORT_OPTIONS).sort.map(([field, direction]) => [field, direction]),
      },
      viewer: pick(VIEWERS),
    };
  });
}
