/**
 * A visitor's cached pages through the balancer with two web instances against one (issue #28):
 * requests per second and latency of `/`, `/explore` and a tradebox profile at a fixed number of
 * requests in flight. The local cluster (services/testing/cluster: HAProxy, two `next start` of
 * the last production build sharing their page cache in Redis, two services instances) over a
 * throwaway PostgreSQL database, each instance warmed up first; then web-2 is killed, and once
 * the balancer has taken it out, the same pages again from web-1 alone. Skipped without
 * TEST_DATABASE_URL, TEST_REDIS_URL or HAProxy.
 *
 *   npm run build && npx tsx bench/public-page-instances.ts [-- --seconds=10 --concurrency=8]
 */
import { routePath } from "../lib/routing/routes";
import { boundedLoad, formatLoadRow, type LoadFigures } from "./page-load/bounded-load";
import { clusterMissing, startBenchCluster } from "./page-load/bench-cluster";
import { recordFigure } from "./summary/bench-figures";
import { numberOption } from "./summary/bench-options";
import { firstTradeboxSlug } from "./web-lighthouse/web-app";

const SECONDS = numberOption("seconds", 10);
const CONCURRENCY = numberOption("concurrency", 8);
/**
 * Each page from each web instance directly, before any figure: long enough for both to run its
 * code hot (and store it in Redis). Warmed only by the runs themselves, the instance measured
 * last ran warmer, which was worth up to 40 % of its requests per second.
 */
const WARM_UP_MS = 3_000;

interface Measured {
  page: string;
  two: LoadFigures;
  one: LoadFigures;
}

async function main(): Promise<void> {
  const missing = clusterMissing();
  if (missing) {
    console.log(`public pages, two web instances against one: skipped (${missing})`);
    return;
  }
  const { cluster, stop } = await startBenchCluster();
  try {
    const pages = [
      { page: "/", path: "/" },
      { page: "/explore", path: routePath("explore") },
      {
        page: "a profile",
        path: routePath("tradeboxProfile", { sid: await firstTradeboxSlug(cluster.servicesUrl) }),
      },
    ];
    const web = (await cluster.instances()).filter((instance) => instance.kind === "web");
    for (const { port } of web) {
      for (const { path } of pages) {
        const url = `http://127.0.0.1:${port}${path}`;
        await boundedLoad({ url, concurrency: CONCURRENCY, durationMs: WARM_UP_MS });
      }
    }
    const load = (path: string) =>
      boundedLoad({
        url: `${cluster.webUrl}${path}`,
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
      });
    const two: LoadFigures[] = [];
    for (const { path } of pages) two.push(await load(path));
    await cluster.kill("web-2");
    await cluster.untilBalancer("web-2", "DOWN");
    const one: LoadFigures[] = [];
    for (const { path } of pages) one.push(await load(path));
    report(pages.map(({ page }, i) => ({ page, two: two[i]!, one: one[i]! })));
  } finally {
    await stop();
  }
}

function report(rows: Measured[]): void {
  console.log(
    `\nA visitor's pages through HAProxy, ${CONCURRENCY} requests in flight for ${SECONDS} s each (loopback)\n`,
  );
  for (const { page, two, one } of rows) {
    console.log(formatLoadRow(`${page}, two web instances`, two, 32));
    console.log(formatLoadRow(`${page}, one web instance`, one, 32));
  }
  for (const { page, two, one } of rows) {
    recordFigure({
      figure: `${page} through HAProxy, 2 web instances vs 1`,
      measured:
        `${two.requestsPerSecond.toFixed(0)}/s, p99 ${two.p99Ms.toFixed(0)} ms vs ` +
        `${one.requestsPerSecond.toFixed(0)}/s, p99 ${one.p99Ms.toFixed(0)} ms`,
      // Issue #28 sets no figure: only that every request is answered.
      goal: "none set (#28); every answer 200",
      met: two.failures === 0 && one.failures === 0,
    });
  }
  if (rows.some(({ two, one }) => two.failures > 0 || one.failures > 0)) {
    throw new Error("Some requests failed");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
