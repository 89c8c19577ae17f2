import { expect, test } from "./support/test";
import { SEBI_RISK_WARNING } from "../components/layout/footer/regulatory-details";
import { routeById } from "../lib/routing/routes";

// The spec's theme is dark only: every public entry page renders on a dark background, with
// light text, at both sizes. The screenshots are kept for a person to look at.
for (const path of ["/", "/explore", "/login"]) {
  test(`${path} is dark and laid out`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(luminance(colours.background), colours.background).toBeLessThan(0.1);
    expect(luminance(colours.text), colours.text).toBeGreaterThan(0.6);
    // Nothing wider than the viewport: no sideways scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const name = `${testInfo.project.name}-${path === "/" ? "home" : path.slice(1)}.png`;
    await page.screenshot({ path: `test-results/shots/${name}`, fullPage: true });
  });
}

test.describe("the landing page", () => {
  test("says what a tradebox is, shows compliance and the ways in, without moving", async ({
    page,
  }) => {
    // Layout shifts from the first paint on, as the browser reports them.
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          w.shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routeById("home").title);
    for (const name of ["Options strategies", "four steps", "expect the market", "Registered"]) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(name) })).toBeAttached();
    }
    const compliance = page.locator("#compliance");
    await expect(compliance).toContainText(/INH\d{9}/);
    await expect(compliance).toContainText(SEBI_RISK_WARNING);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Login with your broker" }).first(),
    ).toHaveAttribute("href", "/login");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Open a new account" }).first(),
    ).toHaveAttribute("href", "/signup/iifl");

    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThan(0.01);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("it is whole: server-rendered HTML and CSS only", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#compliance")).toContainText(SEBI_RISK_WARNING);
      await expect(page.getByRole("link", { name: "Low Risk" })).toBeVisible();
    });
  });
});

/** Relative luminance (WCAG) of a CSS `rgb(…)` colour, 0 = black, 1 = white. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
