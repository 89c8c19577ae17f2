import { expect, test, type Page } from "./support/test";
import { formatIndexPoints, formatPercent } from "../lib/format/display-figures";
import { pageTitle } from "../lib/product";
import { PERFORMANCE_CHARGES_NOTE } from "../lib/charges/charge-labels";
import { boundFromWire } from "../lib/payoff/wire";
import {
  tradeboxProfileWireSchema,
  type TradeboxProfileWire,
} from "../lib/tradebox/tradebox-profile-wire";
import { E2E_SERVICES_URL } from "./support/environment";
import { logInAsTrader } from "./support/session";

// The sample catalogue's call ratio back spread: unlimited profit, limited loss, one break-even.
const SLUG = "finance-nifty-call-ratio-back-spread";

async function profileOf(sid: string): Promise<TradeboxProfileWire> {
  const response = await fetch(`${E2E_SERVICES_URL}/user-strategy/strategy/profile?sid=${sid}`);
  const body = (await response.json()) as { data: unknown };
  return tradeboxProfileWireSchema.parse(body.data);
}

async function favouriteIds(token: string): Promise<string[]> {
  const response = await fetch(`${E2E_SERVICES_URL}/user-strategy/user/subscribe`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { strategy_id: string }[] };
  return body.data.map((item) => item.strategy_id);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/shots/${name}-${test.info().project.name}.png`,
    fullPage: true,
  });

/** The layout shift the page has had so far (CLS), from the browser's own measurements. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

let profile: TradeboxProfileWire;
test.beforeAll(async () => {
  profile = await profileOf(SLUG);
});

test.describe("a visitor on a tradebox profile", () => {
  test("reads it by slug: title, canonical URL, payoff, legs and structured data", async ({
    page,
  }) => {
    test.slow(); // the whole page, both charts and a layout-shift measurement
    const { tradebox, template } = profile;
    const payoff = tradebox.payoff_data!;
    await page.goto(`/explore/${SLUG}`);
    await expect(page).toHaveTitle(pageTitle(tradebox.name));
    await expect(page.getByRole("heading", { level: 1, name: tradebox.name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/explore/${SLUG}$`),
    );
    await expect(page.getByTestId("margin-required")).toHaveText(/^₹[\d,]+\.\d\d$/);

    // Payoff: the texts first (server-rendered), then the chart island's svg.
    const figures = page.getByTestId("payoff-figures");
    expect(boundFromWire(payoff.maximum_profit).type).toBe("unlimited");
    await expect(figures.getByText("Max profit")).toBeVisible();
    await expect(figures.getByText("Unlimited")).toBeVisible();
    await expect(figures.getByText("Max loss")).toBeVisible();
    await expect(figures.getByText(/^-₹[\d,]+\.\d\d$/)).toBeVisible();
    for (const point of payoff.break_even_points) {
      await expect(figures.getByText(formatIndexPoints(point.strike)).first()).toBeVisible();
    }
    // Risk: the chance of profit, reward to risk and the greeks of one lot, as text.
    const risk = page.getByTestId("risk-figures");
    await expect(risk.getByText("Chance of profit")).toBeVisible();
    await expect(risk.getByText(/^\d{1,3}\.\d\d%$/)).toBeVisible();
    await expect(risk.getByText("a side is unlimited")).toBeVisible(); // its profit is unlimited
    for (const greek of ["Delta", "Theta", "Vega", "Gamma"]) {
      await expect(risk.getByText(greek, { exact: true })).toBeVisible();
    }
    // The chart mounts as it nears the viewport: scroll to it, as a reader would.
    const chartFrame = page.getByTestId("payoff-chart");
    await chartFrame.scrollIntoViewIfNeeded();
    const chart = chartFrame.locator("svg.recharts-surface");
    await expect(chart).toBeVisible();
    await expect(chart.locator(".recharts-area")).toHaveCount(2); // profit and loss at expiry
    await expect(chart.locator(".recharts-line")).toHaveCount(1); // today (T+0)
    await expect(chart.locator(".recharts-reference-dot")).toHaveCount(
      payoff.break_even_points.length,
    );
    // The charts draw into boxes of their final size: nothing moved.
    expect(await layoutShift(page)).toBeLessThan(0.02);

    for (const leg of template.signals) {
      await expect(page.getByText(leg.pretty_name).filter({ visible: true })).toBeVisible();
    }
    await expect(page.getByText("BUY", { exact: true }).filter({ visible: true })).toBeVisible();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as { "@graph": { "@type": string; name?: string }[] };
    expect(jsonLd["@graph"][0]).toMatchObject({ "@type": "FinancialProduct", name: tradebox.name });

    await shot(page, "tradebox-profile");
  });

  test("asks what if: the index, the date and volatility move the T+0 curve and the figures", async ({
    page,
  }) => {
    await page.goto(`/explore/${SLUG}`);
    const chartFrame = page.getByTestId("payoff-chart");
    await chartFrame.scrollIntoViewIfNeeded();
    const todayCurve = chartFrame.locator("path.recharts-line-curve");
    await expect(todayCurve).toBeVisible();
    const pageCurve = await todayCurve.getAttribute("d");

    await page.getByRole("button", { name: "What if…" }).click();
    const figures = page.getByTestId("what-if-figures");
    const profit = figures.getByText("Profit or loss").locator("xpath=following-sibling::p[1]");
    await expect(profit).toHaveText(/^[+-]?₹[\d,]+\.\d\d$/);
    const unmoved = await profit.textContent();

    await page.getByLabel(/ moves$/).fill("3");
    await expect(page.getByText(/^\+3\.00% \([\d,.]+\)$/)).toBeVisible();
    await expect(profit).not.toHaveText(unmoved!);
    await expect.poll(() => todayCurve.getAttribute("d")).not.toBe(pageCurve);
    const moved = await profit.textContent();
    await page.getByLabel("Days from now").fill("5");
    await expect(page.getByText("5 days", { exact: true })).toBeVisible();
    await expect(profit).not.toHaveText(moved!);
    await page.getByLabel("Implied volatility").fill("-4");
    await expect(page.getByText("-4 points", { exact: true })).toBeVisible();
    await shot(page, "tradebox-profile-what-if");

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(profit).toHaveText(unmoved!);
    await page.getByRole("button", { name: "Close what-if" }).click();
    await expect(page.getByTestId("what-if")).toBeHidden();
    await expect.poll(() => todayCurve.getAttribute("d")).toBe(pageCurve);
  });

  test("reaches the same profile by strategy id, canonical on the slug", async ({ page }) => {
    await page.goto(`/explore/${profile.tradebox.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: profile.tradebox.name }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/explore/${SLUG}$`),
    );
  });

  test("switches the performance windows", async ({ page }) => {
    const { tradebox } = profile;
    await page.goto(`/explore/${SLUG}`);
    const windows = [
      ["Last 3 months", tradebox.last_three_perf],
      ["Last 6 months", tradebox.last_six_perf],
      ["Last 9 months", tradebox.last_nine_perf],
    ] as const;
    // The followers' results have tabs of their own, named alike.
    const performance = page.getByRole("region", { name: "Performance" });
    for (const [label, summary] of windows) {
      const tab = performance.getByRole("tab", { name: label });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = performance.getByRole("tabpanel");
      await expect(panel.getByText("Compounded return")).toBeVisible();
      await expect(
        panel.getByText(formatPercent(summary!.compounded_return!, { signed: true })),
      ).toBeVisible();
      await expect(panel.getByText("Longest winning streak")).toBeVisible();
      const curve = panel.getByTestId("equity-curve");
      await curve.scrollIntoViewIfNeeded(); // it mounts near the viewport
      await expect(curve.locator("svg.recharts-surface")).toBeVisible();
    }
    // Issue #29: the figures say they are before the trader's charges.
    await expect(page.getByTestId("performance-charges-note")).toHaveText(PERFORMANCE_CHARGES_NOTE);
    // Issue #54: beside them, what following it returned the followers, after charges, with
    // nothing of who (figures need ten closed baskets; the journeys close fewer).
    const followers = page.getByRole("region", { name: "Followers' results" });
    await expect(followers.getByTestId("followers-note")).toContainText("after charges and fees");
    await expect(followers.getByTestId("followers-note")).toContainText("no trader is shown");
  });

  test("goes to the login to place it, and is brought back after", async ({ page }) => {
    await page.goto(`/explore/${profile.tradebox.id}`);
    await page.getByRole("link", { name: "Login to Place" }).click();
    await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 }); // a client-side route change
    expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe(`/explore/${SLUG}`);
  });

  test("an unknown tradebox is a 404 page", async ({ page }) => {
    const response = await page.goto("/explore/no-such-tradebox");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Tradebox not found" })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle("Tradebox not found"));
    await shot(page, "tradebox-not-found");
  });
});

test("a logged-in trader marks a tradebox as a favourite and unmarks it", async ({
  page,
  context,
}) => {
  test.slow(); // a real login through the test broker, then two round trips to the service
  const clientId = `PROFILE${test.info().project.name === "mobile" ? "M" : "D"}`;
  const token = await logInAsTrader(context, { clientId });
  const { tradebox } = profile;
  await page.goto(`/explore/${SLUG}`);
  // A phone goes to its Place Order page; a wide screen opens Place Order over this profile.
  await expect(page.getByRole("link", { name: "Place Tradebox" })).toHaveAttribute(
    "href",
    test.info().project.name === "mobile"
      ? `/dashboard/${tradebox.id}`
      : `/explore/${SLUG}?place=${tradebox.id}`,
  );

  const toggle = page.getByRole("button", { name: /favourites/i });
  // Enabled once the trader's favourites have loaded in the browser.
  await expect(toggle).toBeEnabled({ timeout: 15_000 });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText("In your favourites");
  await expect.poll(() => favouriteIds(token)).toContain(tradebox.id);
  await shot(page, "tradebox-profile-favourite");

  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => favouriteIds(token)).not.toContain(tradebox.id);
});

test.describe("for search engines", () => {
  test("sitemap.xml lists the public pages and every public profile", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/<loc>[^<]+\/explore<\/loc>/);
    expect(xml).toContain(`/explore/${SLUG}</loc>`);
    expect(xml).not.toContain("/explore/test-"); // test tradeboxes are dropped (spec §5)
    expect(xml.match(/<loc>[^<]+\/explore\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThan(40);
  });

  test("robots.txt opens the public site, closes the protected pages, names the sitemap", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    for (const path of ["/dashboard", "/track", "/history", "/account", "/onboarding"]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).not.toMatch(/Disallow: \/explore/);
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});
