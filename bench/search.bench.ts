/**
 * Search latency over 10,000 generated tradeboxes on the embedded (Orama) engine: the index
 * build time, then p50/p99 of queries mixing text, filters and sort as the explore page sends
 * them. Prints figures; asserts nothing. Run: `npx tsx bench/search.bench.ts`.
 */
import { performance } from "node:perf_hooks";
import type { SearchRequest, SearchViewer } from "../lib/explore/search-request";
import { SORT_OPTIONS } from "../lib/explore/sort-options";
import { generateTradeboxes, seededRandom } from "../services/search/testing/tradebox-generator";
import { TradeboxSearchIndex } from "../services/search/tradebox-index";

const TRADEBOXES = 10_000;
// Enough for a p99 while finishing in well under a minute on 2 cores.
const QUERIES = 120;
const WARM_UP = 10;

const TEXTS = [
  "",
  "",
  "condor",
  "iron condr",
  "nifty strangle",
  "bull spread",
  "straddle",
  "hedged",
];
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

function queries(count: number): { request: SearchRequest; viewer: SearchViewer }[] {
  const random = seededRandom(99);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, () => ({
    request: {
      search: pick(TEXTS),
      page: 1 + Math.floor(random() * 3),
      filters: pick(FILTERS),
      sort: pick(SORT_OPTIONS).sort.map(([field, direction]) => [field, direction]),
    },
    viewer: pick(VIEWERS),
  }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const tradeboxes = generateTradeboxes(TRADEBOXES, 2026);
  const index = TradeboxSearchIndex.embedded();
  const buildStart = performance.now();
  await index.replaceAll(tradeboxes);
  const buildMs = performance.now() - buildStart;

  const workload = queries(WARM_UP + QUERIES);
  for (const { request, viewer } of workload.slice(0, WARM_UP)) await index.search(request, viewer);

  const latencies: number[] = [];
  const withText: number[] = [];
  let hits = 0;
  for (const { request, viewer } of workload.slice(WARM_UP)) {
    const start = performance.now();
    const result = await index.search(request, viewer);
    const elapsed = performance.now() - start;
    latencies.push(elapsed);
    if (request.search) withText.push(elapsed);
    hits += result.total_hits;
  }
  latencies.sort((a, b) => a - b);
  withText.sort((a, b) => a - b);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`search bench: ${TRADEBOXES} tradeboxes, Orama (embedded)`);
  console.log(`  index build      ${ms(buildMs)}`);
  console.log(
    `  queries          ${QUERIES} (text + filters + sort, ${WARM_UP} warm-up not counted)`,
  );
  console.log(`  latency p50      ${ms(percentile(latencies, 50))}`);
  console.log(`  latency p99      ${ms(percentile(latencies, 99))}`);
  console.log(
    `  with text p50/p99 ${ms(percentile(withText, 50))} / ${ms(percentile(withText, 99))}`,
  );
  console.log(`  latency max      ${ms(latencies[latencies.length - 1]!)}`);
  console.log(`  mean total_hits  ${Math.round(hits / QUERIES)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
