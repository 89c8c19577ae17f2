import type { APIRequestContext } from "@playwright/test";
import { formatIndexPoints } from "../lib/format/display-figures";
import {
  REVALIDATE_PATH,
  revalidationKey,
  signedRevalidationRequest,
  type TradeboxPagesChanged,
} from "../lib/page-cache/revalidation-call";
import { forgetSharedPages } from "../services/testing/forget-shared-pages";
import { E2E_SESSION_SECRET, E2E_WEB_ENV } from "./support/environment";
import { startOwnWeb, type OwnWeb } from "./support/own-web";
import { expect, test } from "./support/test";
import { analystAdjusts } from "./support/trader-services";
import { tradeboxToAdjust } from "./support/journey-tradeboxes";
import { TEST_REDIS_URL } from "../services/testing/test-redis-url";

// Two web instances of one build over one Redis share one page cache: a page rendered by one is
// served by the other, and one revalidation call, reaching one of them, renders it again for
// both (docs/performance.md, "Public pages from cache"). Runs when TEST_REDIS_URL names a Redis.

const redisUrl = TEST_REDIS_URL;

/** The nonce a page's scripts carry: the same one on both instances means one render. */
async function renderOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  expect(response.headers()["content-security-policy"], url).toContain(`'nonce-${nonce}'`);
  return { html, nonce };
}

/** The services' signed call, as they send it after an analyst's change: to one instance. */
async function revalidateThrough(web: OwnWeb, change: TradeboxPagesChanged) {
  const key = revalidationKey(E2E_SESSION_SECRET);
  const response = await fetch(
    `${web.url}${REVALIDATE_PATH}`,
    signedRevalidationRequest(change, key, Date.now()),
  );
  expect(response.status).toBe(200);
}

test.describe("two web instances over one Redis", () => {
  test.skip(!redisUrl, "set TEST_REDIS_URL to a Redis");

  test("an analyst's adjustment is on the profile from both after one revalidation", async ({
    request,
  }, testInfo) => {
    // Servers, not a screen size: one project is enough.
    test.skip(testInfo.project.name !== "desktop", "runs once, in the desktop project");
    test.setTimeout(120_000);
    // This build's pages left in Redis by an earlier run hold that run's catalogue.
    await forgetSharedPages(E2E_WEB_ENV.NEXT_DIST_DIR!, redisUrl!);
    const [a, b] = await Promise.all([
      startOwnWeb({ REDIS_URL: redisUrl! }),
      startOwnWeb({ REDIS_URL: redisUrl! }),
    ]);
    try {
      const tradebox = tradeboxToAdjust(2);
      const path = `/explore/${tradebox.slug}`;
      const before = await renderOf(request, a.url + path);
      expect((await renderOf(request, b.url + path)).nonce, "A's render, served by B").toBe(
        before.nonce,
      );

      const moved = await analystAdjusts(tradebox.id);
      await revalidateThrough(a, {
        strategyId: tradebox.id,
        slug: tradebox.slug,
        change: "adjusted",
      });

      const onB = await renderOf(request, b.url + path);
      const onA = await renderOf(request, a.url + path);
      expect(onB.nonce, "rendered again").not.toBe(before.nonce);
      expect(onA.nonce, "B's new render, served by A").toBe(onB.nonce);
      const strike = formatIndexPoints(moved.to);
      const count = (html: string) => html.split(strike).length - 1;
      expect(count(onB.html)).toBeGreaterThan(count(before.html));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
