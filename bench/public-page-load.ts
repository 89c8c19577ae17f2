/**
 * Requests per second and latency of a tradebox profile, the same page two ways, on loopback:
 * rendered for each request (a signed-in trader's view: how every visit was served before
 * public pages were cached) and a visitor's, served from the page cache. Needs a production
 * build; starts its own services and `next start` (web-lighthouse/web-app.ts).
 *
 *   npm run build && npm run bench:pages [-- --seconds=10 --concurrency=8]
 */
import { SESSION_COOKIE } from "../lib/product";
import { testBrokerSessionToken } from "../services/testing/test-broker-session";
import { routePath } from "../lib/routing/routes";
import { boundedLoad, formatLoadRow } from "./page-load/bounded-load";
import { recordFigure } from "./summary/bench-figures";
import { numberOption } from "./summary/bench-options";
import { stopAll } from "./web-lighthouse/servers";
import { firstTradeboxSlug, startWebApp } from "./web-lighthouse/web-app";

const SECONDS = numberOption("seconds", 10);
const CONCURRENCY = numberOption("concurrency", 8);

async function main(): Promise<void> {
  const { servicesUrl, webUrl } = await startWebApp();
  const url = `${webUrl}${routePath("tradeboxProfile", { sid: await firstTradeboxSlug(servicesUrl) })}`;
  const token = await testBrokerSessionToken(
    { services: servicesUrl, web: webUrl },
    { clientId: "BENCH01", name: "Bench Trader" },
  );
  const trader = { Cookie: `${SESSION_COOKIE}=${token}` };
  const load = (headers?: Record<string, string>) =>
    boundedLoad({ url, headers, concurrency: CONCURRENCY, durationMs: SECONDS * 1000 });
  // Warm both: the first render fills the cache, and each path's code is loaded once.
  await load(trader).then(
    () => undefined,
    () => undefined,
  );
  await fetch(url).then((r) => r.arrayBuffer());

  const perRequest = await load(trader);
  const cached = await load();
  console.log(
    `\nA tradebox profile, ${CONCURRENCY} requests in flight for ${SECONDS} s each (loopback)\n`,
  );
  console.log(formatLoadRow("rendered per request (a trader's; before)", perRequest));
  console.log(formatLoadRow("a visitor's, from the page cache (after)", cached));
  if (perRequest.failures > 0 || cached.failures > 0) throw new Error("Some requests failed");
  const speedup = cached.requestsPerSecond / perRequest.requestsPerSecond;
  console.log(`\n  ${speedup.toFixed(1)}× the requests per second from cache`);
  recordFigure({
    figure: "profile page from cache, p99 (req/s)",
    measured: `${cached.p99Ms.toFixed(1)} ms (${cached.requestsPerSecond.toFixed(0)}/s; per request: ${perRequest.p99Ms.toFixed(0)} ms, ${perRequest.requestsPerSecond.toFixed(0)}/s)`,
    goal: "served from cache, faster than per request",
    met: cached.requestsPerSecond > perRequest.requestsPerSecond && cached.p99Ms < perRequest.p99Ms,
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
