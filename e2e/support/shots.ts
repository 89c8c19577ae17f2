import type { Page, TestInfo } from "@playwright/test";

/**
 * A screenshot for looking at, named by the project (mobile, desktop): the full page, or with
 * `{ fullPage: false }` what the screen shows, which is all a dialog over a long page needs
 * (capturing the whole page stretches the viewport for a moment).
 */
export async function shot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  await page.screenshot({
    path: `test-results/shots/${name}-${testInfo.project.name}.png`,
    fullPage,
  });
}
