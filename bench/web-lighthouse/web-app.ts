// The web app as the web benches measure it: the last production build served by `next start`,
// beside its own services (embedded defaults, in-memory PGlite, the sample catalogue).
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultExploreParams } from "../../lib/explore/explore-params";
import { searchRequestBody } from "../../lib/explore/search-request";
import { SERVICE_URLS } from "../../lib/env/service-urls";
import { freePort, isFree } from "../../services/testing/free-port";
import { waitForOk } from "../../services/testing/wait-for-ok";
import { start, START_TIMEOUT_MS } from "./servers";

export interface WebApp {
  servicesUrl: string;
  webUrl: string;
  sessionSecret: string;
}

const searchAnswer = z.object({
  data: z.object({ result: z.array(z.object({ slug: z.string() })) }),
});

/** The first tradebox a visitor's explore page lists (spec §7 POST /search, default sort). */
export async function firstTradeboxSlug(servicesUrl: string): Promise<string> {
  const response = await fetch(`${servicesUrl}/search/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(searchRequestBody(defaultExploreParams(), {})),
  });
  const [first] = searchAnswer.parse(await response.json()).data.result;
  if (!first) throw new Error("The search service returned no tradeboxes");
  return first.slug;
}

/**
 * The port of the services the build's pages call from the browser (`NEXT_PUBLIC_*_URL`, inlined
 * at build time; by default the embedded services' 4000): a trader's page fetches its data there.
 */
export async function builtServicesPort(): Promise<number> {
  const url = new URL(SERVICE_URLS.bridge);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (!(await isFree(port))) {
    throw new Error(
      `The build's pages call their services at ${url.origin}, where something already listens: ` +
        "stop it (a development server?) or build with NEXT_PUBLIC_*_URL on another port.",
    );
  }
  return port;
}

/**
 * Services on the port the build's pages call, web app on a free one; resolves once both answer. Fails without a production
 * build (NEXT_DIST_DIR, else .next). The build's page cache is emptied first: an earlier run's
 * pages show another run's catalogue.
 */
export async function startWebApp(): Promise<WebApp> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  }
  rmSync(path.join(distDir, "server", "route-cache"), { recursive: true, force: true });
  const servicesPort = await builtServicesPort();
  const webPort = await freePort();
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
  await waitForOk(`${servicesUrl}/health`, services, { timeoutMs: START_TIMEOUT_MS });
  const web = start("next start", ["next", "start", "-p", String(webPort)], {
    // Next's file cache, the one the figures are of, whatever a developer's .env says.
    REDIS_URL: "",
    SESSION_SECRET: sessionSecret,
    NEXT_PUBLIC_BRIDGE_URL: `${servicesUrl}/bridge`,
    NEXT_PUBLIC_USER_STRATEGY_URL: `${servicesUrl}/user-strategy`,
    NEXT_PUBLIC_SEARCH_URL: `${servicesUrl}/search`,
    NEXT_PUBLIC_MARKET_FEED_URL: `${servicesUrl}/market-feed`,
    NEXT_PUBLIC_REALTIME_URL: `ws://127.0.0.1:${servicesPort}/realtime`,
  });
  await waitForOk(webUrl, web, { timeoutMs: START_TIMEOUT_MS });
  return { servicesUrl, webUrl, sessionSecret };
}
