import { expect, test } from "@playwright/test";

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
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  });
}

/** Relative luminance (WCAG) of a CSS `rgb(…)` colour, 0 = black, 1 = white. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
