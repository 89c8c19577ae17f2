/**
 * Lighthouse (mobile: its default emulation and simulated throttling) against a production build:
 * - the public pages as a visitor opens them: the landing page, /explore and one tradebox
 *   profile (every category ≥ 90, performance's goal of 95 recorded, at most 200 kB of
 *   JavaScript);
 * - the trader's pages as a phone trader first opens them, logged in with the paper broker and
 *   one basket tracking (issue #32): /dashboard, /history, /track and /track/{basket}, each at
 *   most 250 kB of JavaScript, /track with performance ≥ 90 and accessibility 100 (SEO is not
 *   scored: the trader's pages are kept out of search engines);
 * - the search answers' sizes (a page of results, the search panel's suggestions).
 * Each set of pages is measured beside the floor (issue #55): a bare Next.js page with Chakra's
 * provider (bench/web-floor), built with the repo's own packages and audited in turn with the
 * pages, so a busy moment of the machine weighs on both. The public pages and the floor are
 * measured a second time under applied throttling (Chrome slows its own network and CPU), where
 * their Largest Contentful Paint is held within 0.5 s of the floor's: simulated, it turns on
 * whether the scripts happened to finish loading before the paint (docs/performance.md). /track's
 * performance is held within 3 points of the floor's and its Total Blocking Time to the floor's.
 * Prints each page's scores, its LCP and TBT beside the floor's with the difference, the LCP's
 * element and phases, and the JavaScript its first visit transferred with its largest scripts;
 * a figure over its budget or past its goal prints as such, and the run exits 1.
 *
 *   npm run build && npm run bench:web [-- --runs=3]
 *
 * It builds nothing: it serves the last `npm run build` (NEXT_DIST_DIR, else .next). It starts
 * its own services (embedded defaults, in-memory PGlite, the sample catalogue) on the port the
 * build's pages call (4000 unless NEXT_PUBLIC_*_URL said otherwise at build time: a development
 * server there must be stopped first) and `next start` on a free port; the floor is built into
 * .next-web-floor (again only when its files or packages changed) and served on another. With
 * --runs=N each page and the floor are measured N times and the median kept. Performance depends on the machine: the printed
 * benchmark index says how fast it was (a quiet desktop: 1,000 or more).
 */
import { launch } from "chrome-launcher";
import { routePath } from "../lib/routing/routes";
import {
  audit,
  CATEGORIES,
  scoreTable,
  summarise,
  type Audit,
  type Scores,
  type Throttling,
} from "./web-lighthouse/audit";
import {
  besideFloorTable,
  floorFigures,
  type FloorGoals,
  type Measured,
} from "./web-lighthouse/beside-floor";
import { setBrowserCookie } from "./web-lighthouse/browser-cookie";
import { startFloor } from "./web-lighthouse/floor-app";
import { initialScriptPaths } from "./web-lighthouse/initial-scripts";
import { phasesText } from "./web-lighthouse/lcp-breakdown";
import { stopAll } from "./web-lighthouse/servers";
import { searchAnswerSizes } from "./web-lighthouse/search-answer-sizes";
import { traderPages } from "./web-lighthouse/trader-pages";
import { firstTradeboxSlug, startWebApp } from "./web-lighthouse/web-app";
import { recordFigure } from "./summary/bench-figures";
import { numberOption } from "./summary/bench-options";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];
const THRESHOLD = 90;
/** How many of a page's scripts are listed, largest first. */
const TOP_SCRIPTS = 8;
const RUNS = numberOption("runs", 1);

/** A set of pages with its budget and the scores it must reach. */
interface PageSet {
  title: string;
  pages: string[];
  /** JavaScript a first visit may transfer (issue #13: public pages; #32: the trader's). */
  scriptBudget: number;
  /** The least score per category for the pages named (every page when `only` is unset). */
  goals: Partial<Scores>;
  /** Scores recorded in the bench summary against a higher goal than the run fails under. */
  summaryGoals?: Partial<Scores>;
  /** How far from the floor measured beside them the pages named may be (issue #55). */
  floorGoals: FloorGoals;
  /**
   * When set, the pages and the floor are measured again under applied throttling (Chrome slows
   * its own network and CPU) and held to these bounds there.
   */
  appliedFloorGoals?: FloorGoals;
  /** The page `goals` and `floorGoals` hold, when not every page of the set. */
  only?: string;
  /** The session cookie the pages are opened with (a logged-in trader). */
  cookie?: { name: string; value: string };
}

/** A page's audits as one, with the floor's measured beside them. */
type Row = {
  page: string;
  initialBytes: number;
  set: PageSet;
  floor: Audit;
  /** Of the simulated runs, how many had scripts loaded before the LCP (Audit.scriptsBeforeLcp). */
  scriptedLcpRuns: number;
  /** The same page and the floor under applied throttling, when its set is measured so. */
  applied?: Audit;
  appliedFloor?: Audit;
} & Audit;
/** A set's pages, and the floor as measured beside them. */
interface SetRows {
  set: PageSet;
  floor: Audit;
  /** The same of the floor's simulated runs. */
  floorScriptedLcpRuns: number;
  /** The floor under applied throttling, when the set is measured so. */
  appliedFloor?: Audit;
  rows: Row[];
}

/** RUNS rounds of the floor and each page, the floor first in each round. */
async function auditRounds(
  pages: readonly string[],
  urls: { web: string; floor: string },
  port: number,
  throttling: Throttling,
): Promise<{ floorRuns: Audit[]; pageRuns: Map<string, Audit[]> }> {
  // A busy moment of the machine weighs on the floor as it does on the pages.
  const floorRuns: Audit[] = [];
  const pageRuns = new Map<string, Audit[]>(pages.map((page) => [page, []]));
  for (let run = 0; run < RUNS; run++) {
    floorRuns.push(await audit(urls.floor, port, throttling));
    for (const page of pages) {
      pageRuns.get(page)!.push(await audit(`${urls.web}${page}`, port, throttling));
    }
  }
  return { floorRuns, pageRuns };
}

const scriptedLcpRuns = (runs: readonly Audit[]) =>
  runs.filter((run) => run.scriptsBeforeLcp > 0).length;

async function auditSet(
  set: PageSet,
  urls: { web: string; floor: string },
  port: number,
): Promise<SetRows> {
  const { cookie } = set;
  // In the browser's jar for the page's script, and sent with the warm-up request.
  if (cookie) await setBrowserCookie(port, { ...cookie, url: urls.web });
  const headers: Record<string, string> = cookie
    ? { Cookie: `${cookie.name}=${cookie.value}` }
    : {};
  // Warm the servers (first render, compiled chunks) so a cold start is not measured.
  await fetch(urls.floor);
  const htmls = new Map<string, string>();
  for (const page of set.pages) {
    htmls.set(page, await (await fetch(`${urls.web}${page}`, { headers })).text());
  }
  const simulated = await auditRounds(set.pages, urls, port, "simulate");
  const applied = set.appliedFloorGoals
    ? await auditRounds(set.pages, urls, port, "devtools")
    : undefined;
  const floor = summarise(simulated.floorRuns);
  const appliedFloor = applied && summarise(applied.floorRuns);
  const rows = set.pages.map((page): Row => {
    const runs = simulated.pageRuns.get(page)!;
    const summary = summarise(runs);
    const initial = initialScriptPaths(htmls.get(page)!, urls.web);
    const initialBytes = summary.scripts
      .filter((script) => initial.has(new URL(script.url).pathname))
      .reduce((sum, script) => sum + script.bytes, 0);
    const appliedRuns = applied?.pageRuns.get(page);
    return {
      page,
      ...summary,
      initialBytes,
      set,
      floor,
      scriptedLcpRuns: scriptedLcpRuns(runs),
      applied: appliedRuns && summarise(appliedRuns),
      appliedFloor,
    };
  });
  return {
    set,
    floor,
    floorScriptedLcpRuns: scriptedLcpRuns(simulated.floorRuns),
    appliedFloor,
    rows,
  };
}

const measured = (page: string, run: Audit): Measured => ({
  page,
  performance: run.scores.performance,
  lcpMs: run.lcpMs,
  tbtMs: run.tbtMs,
});

/** The floor goals `row` is held to, simulated and applied: its set's, unless the set holds another page only. */
function floorGoalsOf(row: Row): { simulated: FloorGoals; applied: FloorGoals } {
  const held = !row.set.only || row.set.only === row.page;
  return {
    simulated: held ? row.set.floorGoals : {},
    applied: held ? (row.set.appliedFloorGoals ?? {}) : {},
  };
}

/** The label of a page's figures under applied throttling. */
const appliedLabel = (page: string) => `${page} (applied throttling)`;

/** Each bounded figure of `row` beside the floor, simulated and (when measured) applied. */
function rowFloorFigures(row: Row) {
  const { appliedFloor } = row;
  const goals = floorGoalsOf(row);
  const figures = floorFigures(
    measured(row.page, row),
    measured("floor", row.floor),
    goals.simulated,
  );
  if (row.applied && appliedFloor) {
    figures.push(
      ...floorFigures(
        measured(appliedLabel(row.page), row.applied),
        measured("floor", appliedFloor),
        goals.applied,
      ),
    );
  }
  return figures;
}

/** The floor goals a row misses, as the summary words them. */
function missedFloorGoals(row: Row): string[] {
  return rowFloorFigures(row)
    .filter((figure) => !figure.met)
    .map((figure) => `${figure.figure}: ${figure.measured}, goal ${figure.goal}`);
}

/** The goals a row misses, as 'category score < goal'. */
function missedGoals(row: Row): string[] {
  if (row.set.only && row.set.only !== row.page) return [];
  return Object.entries(row.set.goals)
    .filter(([category, goal]) => row.scores[category as keyof Scores] < goal)
    .map(([category, goal]) => `${category} ${row.scores[category as keyof Scores]} < ${goal}`);
}

function report({ set, floor, floorScriptedLcpRuns, appliedFloor, rows }: SetRows): void {
  console.log(`\n${set.title}`);
  console.log(scoreTable(rows, set.goals));
  console.log("\nBeside the floor (a bare Next.js page with Chakra's provider, measured in turn)");
  console.log(
    besideFloorTable(
      measured("floor", floor),
      rows.map((row) => ({ ...measured(row.page, row), goals: floorGoalsOf(row).simulated })),
    ),
  );
  console.log(
    "Runs in which scripts finished loading before the paint, as observed (the simulated LCP counts them)",
  );
  for (const [page, count] of [
    ["floor", floorScriptedLcpRuns] as const,
    ...rows.map((row) => [row.page, row.scriptedLcpRuns] as const),
  ]) {
    console.log(`  ${page}: ${count} of ${RUNS}`);
  }
  if (appliedFloor) {
    console.log(
      "\nBeside the floor, applied throttling (Chrome slows its own network and CPU: observed, not simulated)",
    );
    console.log(
      besideFloorTable(
        measured("floor", appliedFloor),
        rows.flatMap((row) =>
          row.applied
            ? [{ ...measured(row.page, row.applied), goals: floorGoalsOf(row).applied }]
            : [],
        ),
      ),
    );
  }
  console.log("Largest Contentful Paint: its element and phases (simulated)");
  for (const [page, run] of [["floor", floor] as const, ...rows.map((r) => [r.page, r] as const)]) {
    const lcp = run.lcp ? `${run.lcp.element}\n      ${phasesText(run.lcp)}` : "(not found)";
    console.log(`  ${page}: ${lcp}`);
  }
  console.log(
    `JavaScript on a first visit (kB = 1,000 bytes, as transferred; budget ${kB(set.scriptBudget)})`,
  );
  for (const row of rows) {
    const over = row.scriptBytes > set.scriptBudget ? " (over budget)" : "";
    console.log(
      `  ${row.page}: ${kB(row.scriptBytes)}${over}; ${kB(row.initialBytes)} of it named by the HTML (before idle)`,
    );
    for (const script of row.scripts.slice(0, TOP_SCRIPTS)) {
      console.log(`      ${kB(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
  for (const row of rows) {
    for (const [category, goal] of Object.entries({ ...set.goals, ...set.summaryGoals })) {
      if (set.only && set.only !== row.page) continue;
      const score = row.scores[category as keyof Scores];
      recordFigure({
        figure: `Lighthouse mobile ${category}, ${row.page}`,
        measured: String(score),
        goal: `≥ ${goal}`,
        met: score >= goal,
      });
    }
    for (const figure of rowFloorFigures(row)) recordFigure(figure);
    recordFigure({
      figure: `JavaScript on a first visit, ${row.page}`,
      measured: kB(row.scriptBytes),
      goal: `≤ ${kB(set.scriptBudget)}`,
      met: row.scriptBytes <= set.scriptBudget,
    });
  }
}

async function main(): Promise<void> {
  const floorUrl = await startFloor();
  const app = await startWebApp();
  const { servicesUrl, webUrl } = app;
  const trader = await traderPages(app);
  const publicPages: PageSet = {
    title: "Public pages, as a visitor",
    pages: [
      routePath("home"),
      routePath("explore"),
      routePath("tradeboxProfile", { sid: await firstTradeboxSlug(servicesUrl) }),
    ],
    scriptBudget: 200_000,
    // Every category at least THRESHOLD; issue #13's performance ≥ 95 is recorded, not failed
    // (a busy machine takes a point or two off).
    goals: Object.fromEntries(CATEGORIES.map((c) => [c, THRESHOLD])),
    summaryGoals: { performance: 95 },
    // Simulated, a page's LCP counts every script that finished loading before its paint as
    // observed at full speed: on this machine a race the floor runs too (docs/performance.md,
    // "Beside a bare Next.js page"). Printed; the bound is held where Chrome itself throttles.
    floorGoals: {},
    appliedFloorGoals: { lcpAfterMs: 500 },
  };
  const traderSet: PageSet = {
    title: "The trader's pages, logged in (paper broker, one basket tracking)",
    pages: trader.pages,
    scriptBudget: 250_000,
    goals: { performance: 90, accessibility: 100 },
    floorGoals: { performanceBelow: 3, tbtOverMs: 0 },
    only: routePath("track"),
    cookie: trader.cookie,
  };
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const measuredSets: SetRows[] = [];
  try {
    for (const set of [publicPages, traderSet])
      measuredSets.push(await auditSet(set, { web: webUrl, floor: floorUrl }, chrome.port));
  } finally {
    chrome.kill();
  }
  const rows = measuredSets.flatMap((measuredSet) => measuredSet.rows);

  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  const median = indexes[Math.floor(indexes.length / 2)] ?? 0;
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile`);
  console.log(`Machine benchmark index ${Math.round(median)} (a quiet desktop: 1,000 or more)`);
  for (const measuredSet of measuredSets) report(measuredSet);

  const answers = await searchAnswerSizes(servicesUrl);
  console.log("\nSearch answers (kB = 1,000 bytes; gzipped as sent over the wire)");
  for (const size of answers) {
    const over = size.gzippedBytes > size.budgetBytes ? " (over budget)" : "";
    console.log(
      `  ${size.answer}: ${kB(size.gzippedBytes)} gzipped${over}, ${kB(size.jsonBytes)} as JSON; budget ${kB(size.budgetBytes)}`,
    );
    recordFigure({
      figure: `Search answer, ${size.answer} (gzipped)`,
      measured: kB(size.gzippedBytes),
      goal: `≤ ${kB(size.budgetBytes)}`,
      met: size.gzippedBytes <= size.budgetBytes,
    });
  }

  const failures = [
    ...rows.flatMap((row) => missedGoals(row).map((missed) => `${row.page}: ${missed}`)),
    ...rows.flatMap(missedFloorGoals),
    ...rows
      .filter((row) => row.scriptBytes > row.set.scriptBudget)
      .map(
        (row) => `${row.page}: ${kB(row.scriptBytes)} of JavaScript > ${kB(row.set.scriptBudget)}`,
      ),
    ...answers
      .filter((size) => size.gzippedBytes > size.budgetBytes)
      .map((size) => `${size.answer}: ${kB(size.gzippedBytes)} > ${kB(size.budgetBytes)}`),
  ];
  if (failures.length > 0) {
    console.error(`\nOver budget or under goal:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    const missing = rows.filter((r) => missedGoals(r).length + missedFloorGoals(r).length > 0);
    for (const row of missing) {
      console.error(`  ${row.page}\n${row.failing.map((f) => `    - ${f}`).join("\n")}`);
    }
    process.exitCode = 1;
  }
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
