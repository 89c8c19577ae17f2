/**
 * Search over generated tradeboxes, the old embedded engine (Orama) and the new one (columnar)
 * side by side, at 10,000 and 100,000 tradeboxes: index build time, query p50/p99 per kind of
 * query (the worst case is a word every tradebox holds, 'nifty', with filters and a sort), and
 * the cost of re-reading one changed tradebox. Each engine spends at most 15 s on a kind of
 * query (Orama's worst case takes about a minute at 100,000), so its row says how many ran.
 * Prints figures; asserts nothing.
 * Run: `npx tsx bench/search.bench.ts` (SEARCH_BENCH_SIZES=10000 for the small catalogue only).
 */
import { performance } from "node:perf_hooks";
import { OramaSearchEngine } from "../services/search/engine/orama-engine";
import {
  type QueryKind,
  searchWorkload,
  type WorkloadQuery,
} from "../services/search/testing/search-workload";
import { generateTradeboxes } from "../services/search/testing/tradebox-generator";
import { TRADEBOX_INDEX_FIELDS } from "../services/search/tradebox-document";
import { TradeboxSearchIndex } from "../services/search/tradebox-index";
import { recordFigure } from "./summary/bench-figures";

const SIZES = (process.env.SEARCH_BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const WARM_UP = 12;
const UPDATES = 60;

/** Time a contender may spend on one kind of query: Orama's worst case takes a minute at 100k. */
const BUDGET_MS_PER_KIND = 15_000;
const QUERIES = 600;

interface Contender {
  name: string;
  index: () => TradeboxSearchIndex;
}

const CONTENDERS: Contender[] = [
  {
    name: "Orama (old)",
    index: () => new TradeboxSearchIndex(new OramaSearchEngine(TRADEBOX_INDEX_FIELDS)),
  },
  { name: "columnar (new)", index: () => TradeboxSearchIndex.embedded() },
];

const GOALS: Record<number, { p50?: number; p99: number }> = {
  10_000: { p50: 2, p99: 10 },
  100_000: { p99: 50 },
};

type Kind = QueryKind | "all";
const KINDS: Kind[] = [
  "all",
  "filters + sort",
  "text + filters + sort",
  "common word + filters + sort",
];

/** One contender's figures at one catalogue size: times in ms, sorted. */
interface Figures {
  buildMs: number;
  byKind: Map<Kind, number[]>;
  hitsByKind: Map<Kind, number[]>;
  updates: number[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function measure(contender: Contender, size: number): Promise<Figures> {
  const tradeboxes = generateTradeboxes(size, 2026);
  const index = contender.index();
  const buildMs = await timed(() => index.replaceAll(tradeboxes));

  const workload: WorkloadQuery[] = searchWorkload(WARM_UP + QUERIES);
  for (const { request, viewer } of workload.slice(0, WARM_UP)) await index.search(request, viewer);
  const byKind = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const hitsByKind = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const spent = new Map<Kind, number>();
  for (const { kind, request, viewer } of workload.slice(WARM_UP)) {
    if ((spent.get(kind) ?? 0) > BUDGET_MS_PER_KIND) continue;
    const start = performance.now();
    const result = await index.search(request, viewer);
    const elapsed = performance.now() - start;
    spent.set(kind, (spent.get(kind) ?? 0) + elapsed);
    for (const key of [kind, "all"] as const) {
      byKind.get(key)!.push(elapsed);
      hitsByKind.get(key)!.push(result.total_hits);
    }
  }

  // An analyst's change: the same tradebox, other values, re-read into the index.
  const changed = generateTradeboxes(UPDATES, 7).map((t, i) => ({
    ...t,
    id: tradeboxes[i * 7]!.id,
  }));
  const updates: number[] = [];
  for (const tradebox of changed) updates.push(await timed(() => index.upsert(tradebox)));

  for (const list of [...byKind.values(), ...hitsByKind.values(), updates]) {
    list.sort((a, b) => a - b);
  }
  return { buildMs, byKind, hitsByKind, updates };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2)).padStart(9);
const p50p99 = (sorted: readonly number[]) =>
  `${ms(percentile(sorted, 50))} /${ms(percentile(sorted, 99))}`;

function printSideBySide(size: number, figures: Map<string, Figures>): void {
  const names = [...figures.keys()];
  const column = (text: string) => text.padStart(22);
  console.log(`\nsearch bench: ${size.toLocaleString("en")} tradeboxes (ms: p50 / p99)`);
  console.log(`${"".padEnd(34)}${names.map(column).join("")}`);
  const row = (label: string, cell: (f: Figures) => string) =>
    console.log(`${label.padEnd(34)}${[...figures.values()].map((f) => column(cell(f))).join("")}`);
  row("index build", (f) => ms(f.buildMs));
  for (const kind of KINDS) {
    row(`  ${kind}`, (f) => p50p99(f.byKind.get(kind)!));
    row(`    queries, median total_hits`, (f) => {
      const hits = f.hitsByKind.get(kind)!;
      return `${hits.length}, ${percentile(hits, 50)}`.padStart(19);
    });
  }
  row(`re-read one changed tradebox`, (f) => p50p99(f.updates));
  const goal = GOALS[size];
  const mine = figures.get("columnar (new)");
  if (goal && mine) {
    const all = mine.byKind.get("all")!;
    const met =
      (goal.p50 === undefined || percentile(all, 50) < goal.p50) && percentile(all, 99) < goal.p99;
    const wanted = `${goal.p50 === undefined ? "" : `p50 < ${goal.p50} ms, `}p99 < ${goal.p99} ms`;
    console.log(`goal (${wanted}): ${met ? "met" : "NOT met"} by the columnar engine`);
    recordFigure({
      figure: `search over ${size.toLocaleString("en")} tradeboxes, p50 / p99`,
      measured: `${p50p99(all).replace(/ +/g, " ").trim()} ms`,
      goal: wanted,
      met,
    });
  }
}

async function main(): Promise<void> {
  for (const size of SIZES) {
    const figures = new Map<string, Figures>();
    for (const contender of CONTENDERS) figures.set(contender.name, await measure(contender, size));
    printSideBySide(size, figures);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
