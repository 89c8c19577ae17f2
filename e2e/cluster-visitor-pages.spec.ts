import { defaultExploreParams } from "../lib/explore/explore-params";
import { searchRequestBody } from "../lib/explore/search-request";
import { routeById, routePath } from "../lib/routing/routes";
import { SERVED_BY_HEADER } from "../services/testing/cluster/haproxy-config";
import { clusterReport } from "./support/cluster-control";
import { expect, test } from "./support/test";
import { call, type SearchHit } from "./support/trader-services";

// A visitor's pages through the balancer (scripts/cluster.ts, docs/deploy.md): each web instance
// answers the landing, explore and a profile with their content. `next start -H 127.0.0.1` had
// Next fetch the proxy's rewrite to the visitor's page over the network as an outside request
// for /visitor/…, which the proxy answers with 404 (vercel/next.js#94745).

const WEB_INSTANCES = ["web-1", "web-2"];
/** Requests per page before giving up on seeing every instance answer it. */
const TRIES_PER_PAGE = 5 * WEB_INSTANCES.length;

/** The first tradebox a visitor's explore lists (its default view). */
async function firstListed(): Promise<SearchHit> {
  const body = await call<{ data: { result: SearchHit[] } }>("/search/search", {
    method: "POST",
    body: JSON.stringify(searchRequestBody(defaultExploreParams(), {})),
  });
  const first = body.data.result[0];
  if (!first) throw new Error("the visitor's explore lists no tradebox");
  return first;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

test("a visitor's landing, explore and a profile answer 200 from each web instance", async ({
  request,
}) => {
  // The cluster drill may have just restarted an instance: both in rotation before we ask.
  await expect
    .poll(
      async () =>
        (await clusterReport()).instances
          .filter((instance) => instance.kind === "web")
          .map((instance) => `${instance.name} ${instance.balancer}`)
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual(WEB_INSTANCES.map((name) => `${name} UP`));
  const tradebox = await firstListed();
  const pages = [
    { path: "/", shows: routeById("home").title },
    { path: routePath("explore"), shows: tradebox.name },
    { path: routePath("tradeboxProfile", { sid: tradebox.slug }), shows: tradebox.name },
  ];
  for (const { path, shows } of pages) {
    const servedBy = new Set<string>();
    // Round robin: consecutive requests go to the instances in turn (a few more, should the
    // balancer pass one on to the other instance while a fresh one warms up).
    for (let i = 0; i < TRIES_PER_PAGE && servedBy.size < WEB_INSTANCES.length; i++) {
      const response = await request.get(path, { maxRedirects: 0 });
      const instance = response.headers()[SERVED_BY_HEADER.toLowerCase()] ?? "unknown";
      expect(response.status(), `${path} from ${instance}`).toBe(200);
      expect(await response.text(), `${path} from ${instance}`).toContain(asHtml(shows));
      servedBy.add(instance);
    }
    expect([...servedBy].sort(), path).toEqual(WEB_INSTANCES);
  }
});
