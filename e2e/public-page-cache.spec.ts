import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./support/test";
import { categoryParams } from "../lib/explore/category-menus";
import { exploreHref } from "../lib/explore/explore-params";
import { formatIndexPoints } from "../lib/format/display-figures";
import {
  REVALIDATE_PATH,
  REVALIDATION_SIGNATURE_HEADER,
  REVALIDATION_TIMESTAMP_HEADER,
} from "../lib/page-cache/revalidation-call";
import { logIn } from "./support/session";
import { analystAdjusts } from "./support/trader-services";
import { tradeboxToAdjust } from "./support/journey-tradeboxes";

// A visitor's public pages are rendered once and served from cache, with a script policy that
// matches the cached HTML; an analyst's change renders them again (docs/performance.md,
// docs/security.md).

const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** The nonce a page's scripts carry: the same one twice means one render served twice. */
function renderNonce(html: string): string {
  const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  if (!nonce) throw new Error("no script carries a nonce");
  return nonce;
}

async function visit(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  return { response, html, nonce: renderNonce(html) };
}

/**
 * A visit that finds the page's cached copy current. A copy past its lifetime (a profile's is
 * 60 s, and earlier journeys opened it) is served once more while it is rendered again; the
 * visits after that get the new render.
 */
async function currentVisit(request: APIRequestContext, path: string) {
  for (let tries = 1; ; tries++) {
    const found = await visit(request, path);
    if (found.response.headers()["x-nextjs-cache"] !== "STALE" || tries === 10) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function scriptPolicies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "content-security-policy")
    .map((header) => header.value)
    .filter((value) => value.includes("script-src"));
}

/** What a category link opens: its filters, search and sort in the query (a cached view). */
const LOW_RISK = exploreHref(categoryParams("low-risk"));

const occurrences = (html: string, text: string) => html.split(text).length - 1;

test.describe("a visitor's public pages", () => {
  test("are rendered once and served from cache, with headers a CDN may keep", async ({
    request,
  }) => {
    for (const path of ["/", LOW_RISK, "/explore/finance-nifty-call-ratio-back-spread"]) {
      const first = await currentVisit(request, path);
      const second = await visit(request, path);
      expect(first.response.status(), path).toBe(200);
      expect(second.nonce, `${path}: the same render`).toBe(first.nonce);
      // A CDN keeps it; a browser only to revalidate (the same URL is a trader's page).
      const headers = second.response.headers();
      expect(headers["cache-control"], path).toBe("private, no-cache");
      expect(headers["cdn-cache-control"], path).toMatch(
        /^max-age=\d+, stale-while-revalidate=\d+$/,
      );
      // The policy served with the copy names the copy's own nonce, and no other script rule.
      expect(scriptPolicies(second.response), path).toEqual([
        expect.stringContaining(`'nonce-${second.nonce}' 'strict-dynamic'`),
      ]);
    }
  });

  test("are laid out per device class: a phone gets no filter sidebar", async ({ request }) => {
    const wide = await visit(request, "/explore?page=1", { "User-Agent": DESKTOP_AGENT });
    const phone = await visit(request, "/explore?page=1", { "User-Agent": PHONE_AGENT });
    const sidebar = /<aside[^>]*aria-label="Filters"/;
    expect(wide.html).toMatch(sidebar);
    expect(phone.html).not.toMatch(sidebar);
  });

  test("a search is the visitor's own question, rendered for its request", async ({ request }) => {
    const first = await visit(request, "/explore?search=nifty");
    const second = await visit(request, "/explore?search=nifty");
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.response.headers()["cache-control"]).toContain("private");
    expect(scriptPolicies(second.response)).toEqual([
      expect.stringContaining(`'nonce-${second.nonce}' 'strict-dynamic'`),
    ]);
  });

  test("a logged-in trader's pages are theirs alone, never from the visitors' cache", async ({
    page,
    context,
  }) => {
    const visitor = await visit(context.request, LOW_RISK);
    await logIn(context);
    const trader = await visit(context.request, LOW_RISK);
    expect(trader.nonce).not.toBe(visitor.nonce);
    expect(trader.response.headers()["cache-control"]).toContain("private");
    await page.goto(LOW_RISK);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test.describe("the browser's own HTTP cache", () => {
    // Blocked: this is about the HTTP cache alone (the worker's side: worker-session.spec.ts).
    test.use({ serviceWorkers: "block" });

    test("never answers a trader's fetch with a visitor's copy", async ({ page, context }) => {
      const profilePath = "/explore/finance-nifty-call-ratio-back-spread";
      const fetchedHtml = () =>
        page.evaluate(async (path) => (await fetch(path)).text(), profilePath);
      await page.goto(profilePath);
      expect(await fetchedHtml()).toContain("Login to Place");
      await logIn(context);
      const html = await fetchedHtml();
      expect(html).not.toContain("Login to Place");
      expect(html).toContain("Place Tradebox");
    });
  });

  test("an analyst's adjustment renders the profile again for the next visitor", async ({
    request,
  }, testInfo) => {
    const tradebox = tradeboxToAdjust(testInfo.project.name === "mobile" ? 0 : 1);
    const path = `/explore/${tradebox.slug}`;
    const before = await visit(request, path);
    expect((await visit(request, path)).nonce).toBe(before.nonce);

    const moved = await analystAdjusts(tradebox.id);
    const after = await visit(request, path);
    expect(after.nonce, "rendered again").not.toBe(before.nonce);
    const strike = formatIndexPoints(moved.to);
    expect(occurrences(after.html, strike)).toBeGreaterThan(occurrences(before.html, strike));
  });

  test("only our services may have them rendered again", async ({ request }) => {
    const data = { strategyId: "s1", slug: "any", change: "adjusted" };
    const unsigned = await request.post(REVALIDATE_PATH, { data });
    expect(unsigned.status()).toBe(401);
    const forged = await request.post(REVALIDATE_PATH, {
      data,
      headers: {
        [REVALIDATION_TIMESTAMP_HEADER]: String(Date.now()),
        [REVALIDATION_SIGNATURE_HEADER]: "00",
      },
    });
    expect(forged.status()).toBe(401);
  });

  test("internal paths are not pages of their own", async ({ request }) => {
    const response = await request.get("/visitor/wide/explore/all.all.default.1");
    expect(response.status()).toBe(404);
  });
});

test.describe("the script policy", () => {
  for (const path of ["/explore", "/explore?search=nifty"]) {
    test(`refuses injected markup's script on ${path}`, async ({ page, cspViolations }) => {
      await page.goto(path);
      // The classic injection: markup with an inline handler, as an unescaped value would be.
      await page.evaluate(() => {
        const holder = document.createElement("div");
        holder.innerHTML = '<img src="x:" onerror="window.__injected = true">';
        document.body.append(holder);
      });
      await expect
        .poll(() => [...cspViolations.seen])
        .toEqual([expect.stringContaining("script-src-attr refused inline")]);
      expect(await page.evaluate(() => "__injected" in window)).toBe(false);
      cspViolations.seen.length = 0; // caused on purpose here: every other journey fails on it
    });
  }
});
