/**
 * Lighthouse (mobile: its default emulation and simulated throttling) on the landing page,
 * /explore and one tradebox profile, against a production build. Prints performance,
 * accessibility, best-practices and SEO per page and exits 1 when any score is below 90.
 *
 *   npm run build && npm run bench:web [-- --runs=3]
 *
 * It builds nothing: it serves the last `npm run build` (NEXT_DIST_DIR, else .next). It starts
 * its own services (embedded defaults, in-memory PGlite, the sample catalogue) and `next start`,
 * each on a free port, so it runs beside a development server. The web server gets the services'
 * URLs at run time; a build made with NEXT_PUBLIC_*_URL set has its own baked in instead.
 * With --runs=N each page is measured N times and the median score kept.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { z } from "zod";
import { defaultExploreParams } from "../lib/explore/explore-params";
import { searchRequestBody } from "../lib/explore/search-request";
import { routePath } from "../lib/routing/routes";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const THRESHOLD = 90;
const START_TIMEOUT_MS = 120_000;

const runs = Number(
  /^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith("--runs=")) ?? "")?.[1] ?? 1,
);
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("No port")),
      );
    });
  });
}

/** A child in its own process group, so stopping it stops what it started (npx → node). */
function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn("npx", args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}:\n${log}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}

async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

const searchAnswer = z.object({
  data: z.object({ result: z.array(z.object({ slug: z.string() })) }),
});

/** The first tradebox a visitor's explore page lists (spec §7 POST /search, default sort). */
async function firstTradeboxSlug(servicesUrl: string): Promise<string> {
  const response = await fetch(`${servicesUrl}/search/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(searchRequestBody(defaultExploreParams(), {})),
  });
  const [first] = searchAnswer.parse(await response.json()).data.result;
  if (!first) throw new Error("The search service returned no tradeboxes");
  return first.slug;
}

type Scores = Record<Category, number>;
interface Audit {
  scores: Scores;
  failing: string[];
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // What pulled a category down: its weighted audits that did not pass.
  const failing = CATEGORIES.flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map(
        (ref) =>
          `${c}: ${audits[ref.id]?.title} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
      ),
  );
  return { scores, failing };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  }
  const [servicesPort, webPort] = [await freePort(), await freePort()];
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const sessionSecret = randomBytes(32).toString("hex");

  // Empty values count as unset (services/config.ts) and keep a developer's .env out of it.
  const services = start("services", ["tsx", "services/main.ts"], {
    PORT: String(servicesPort),
    HOST: "127.0.0.1",
    DATABASE_URL: "",
    REDIS_URL: "",
    PGLITE_DATA_DIR: "memory://",
    SEED_SAMPLE_CATALOGUE: "1",
    SESSION_SECRET: sessionSecret,
    WEB_ORIGIN: webUrl,
  });
  await waitForOk(`${servicesUrl}/health`, services);
  const web = start("next start", ["next", "start", "-p", String(webPort)], {
    SESSION_SECRET: sessionSecret,
    NEXT_PUBLIC_BRIDGE_URL: `${servicesUrl}/bridge`,
    NEXT_PUBLIC_USER_STRATEGY_URL: `${servicesUrl}/user-strategy`,
    NEXT_PUBLIC_SEARCH_URL: `${servicesUrl}/search`,
    NEXT_PUBLIC_MARKET_FEED_URL: `${servicesUrl}/market-feed`,
    NEXT_PUBLIC_REALTIME_URL: `ws://127.0.0.1:${servicesPort}/realtime`,
  });
  await waitForOk(webUrl, web);

  const pages = [
    routePath("home"),
    routePath("explore"),
    routePath("tradeboxProfile", { sid: await firstTradeboxSlug(servicesUrl) }),
  ];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: { page: string; scores: Scores; failing: string[] }[] = [];
  try {
    for (const page of pages) {
      // Warm the server (first render, compiled chunks) so a cold start is not measured.
      await fetch(`${webUrl}${page}`);
      const measured: Audit[] = [];
      for (let run = 0; run < runs; run++)
        measured.push(await audit(`${webUrl}${page}`, chrome.port));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(measured.map((m) => m.scores[c]))]),
      ) as Scores;
      rows.push({ page, scores, failing: [...new Set(measured.flatMap((m) => m.failing))] });
    }
  } finally {
    chrome.kill();
  }

  printTable(rows);
  const below = rows.filter((row) => CATEGORIES.some((c) => row.scores[c] < THRESHOLD));
  if (below.length > 0) {
    console.error(`\nBelow ${THRESHOLD}:`);
    for (const row of below)
      console.error(`  ${row.page}\n${row.failing.map((f) => `    - ${f}`).join("\n")}`);
    process.exitCode = 1;
  }
}

function printTable(rows: { page: string; scores: Scores }[]): void {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const header = ["page".padEnd(width), ...CATEGORIES.map((c) => c.padStart(c.length))];
  console.log(`\nLighthouse, mobile${runs > 1 ? `, median of ${runs} runs` : ""}\n`);
  console.log(header.join("  "));
  for (const row of rows) {
    const cells = CATEGORIES.map((c) => {
      const mark = row.scores[c] < THRESHOLD ? "!" : " ";
      return `${row.scores[c]}${mark}`.padStart(c.length);
    });
    console.log([row.page.padEnd(width), ...cells].join("  "));
  }
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
