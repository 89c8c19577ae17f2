/**
 * Lighthouse (mobile: its default emulation and simulated throttling) on the landing page,
 * /explore and one tradebox profile, against a production build. Prints performance,
 * accessibility, best-practices and SEO per page, and the JavaScript each page's first visit
 * transferred with its largest scripts, and the search answers' sizes (a page of results, the
 * search panel's suggestions: issue #32); exits 1 when any score is below 90, a page sends more
 * than the 200 kB budget, or a search answer is over its budget.
 *
 *   npm run build && npm run bench:web [-- --runs=3]
 *
 * It builds nothing: it serves the last `npm run build` (NEXT_DIST_DIR, else .next). It starts
 * its own services (embedded defaults, in-memory PGlite, the sample catalogue) and `next start`,
 * each on a free port, so it runs beside a development server. The web server gets the services'
 * URLs at run time; a build made with NEXT_PUBLIC_*_URL set has its own baked in instead.
 * With --runs=N each page is measured N times and the median kept. Performance depends on the
 * machine: the printed benchmark index says how fast it was (a quiet desktop: 1,000 or more).
 */
import { launch } from "chrome-launcher";
import { routePath } from "../lib/routing/routes";
import { audit, CATEGORIES, scoreTable, summarise, type Audit } from "./web-lighthouse/audit";
import { initialScriptPaths } from "./web-lighthouse/initial-scripts";
import { stopAll } from "./web-lighthouse/servers";
import { searchAnswerSizes } from "./web-lighthouse/search-answer-sizes";
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
/** Issue #13: Lighthouse mobile performance on every public page (median of 5 runs). */
const PERFORMANCE_GOAL = 95;
/** Issue #13: JavaScript a first visit of a public page may transfer. */
const JS_BUDGET_BYTES = 200_000;
/** How many of a page's scripts are listed, largest first. */
const TOP_SCRIPTS = 8;
const RUNS = numberOption("runs", 1);

async function main(): Promise<void> {
  const { servicesUrl, webUrl } = await startWebApp();
  const pages = [
    routePath("home"),
    routePath("explore"),
    routePath("tradeboxProfile", { sid: await firstTradeboxSlug(servicesUrl) }),
  ];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: ({ page: string; initialBytes: number } & Audit)[] = [];
  try {
    for (const page of pages) {
      // Warm the server (first render, compiled chunks) so a cold start is not measured.
      const html = await (await fetch(`${webUrl}${page}`)).text();
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${webUrl}${page}`, chrome.port));
      const summary = summarise(runs);
      const initial = initialScriptPaths(html, webUrl);
      const initialBytes = summary.scripts
        .filter((script) => initial.has(new URL(script.url).pathname))
        .reduce((sum, script) => sum + script.bytes, 0);
      rows.push({ page, ...summary, initialBytes });
    }
  } finally {
    chrome.kill();
  }

  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  const median = indexes[Math.floor(indexes.length / 2)] ?? 0;
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile`);
  console.log(`Machine benchmark index ${Math.round(median)} (a quiet desktop: 1,000 or more)\n`);
  console.log(scoreTable(rows, THRESHOLD));
  console.log(
    `\nJavaScript on a first visit (kB = 1,000 bytes, as transferred; budget ${kB(JS_BUDGET_BYTES)})`,
  );
  for (const row of rows) {
    const over = row.scriptBytes > JS_BUDGET_BYTES ? " (over budget)" : "";
    console.log(
      `  ${row.page}: ${kB(row.scriptBytes)}${over}; ${kB(row.initialBytes)} of it named by the HTML (before idle)`,
    );
    for (const script of row.scripts.slice(0, TOP_SCRIPTS)) {
      console.log(`      ${kB(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
  for (const row of rows) {
    recordFigure({
      figure: `Lighthouse mobile performance, ${row.page}`,
      measured: String(row.scores.performance),
      goal: `≥ ${PERFORMANCE_GOAL}`,
      met: row.scores.performance >= PERFORMANCE_GOAL,
    });
    recordFigure({
      figure: `JavaScript on a first visit, ${row.page}`,
      measured: kB(row.scriptBytes),
      goal: `≤ ${kB(JS_BUDGET_BYTES)}`,
      met: row.scriptBytes <= JS_BUDGET_BYTES,
    });
  }
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
  const oversized = answers.filter((size) => size.gzippedBytes > size.budgetBytes);
  if (oversized.length > 0) {
    console.error(`\nOver their budget: ${oversized.map((size) => size.answer).join(", ")}`);
    process.exitCode = 1;
  }

  const below = rows.filter((row) => CATEGORIES.some((c) => row.scores[c] < THRESHOLD));
  const heavy = rows.filter((row) => row.scriptBytes > JS_BUDGET_BYTES);
  if (below.length > 0) {
    console.error(`\nBelow ${THRESHOLD}:`);
    for (const row of below)
      console.error(`  ${row.page}\n${row.failing.map((f) => `    - ${f}`).join("\n")}`);
  }
  if (heavy.length > 0) {
    console.error(
      `\nOver the ${kB(JS_BUDGET_BYTES)} JavaScript budget: ${heavy.map((r) => r.page).join(", ")}`,
    );
  }
  if (below.length > 0 || heavy.length > 0) process.exitCode = 1;
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
