import type { Page, TestInfo } from "@playwright/test";

/** A full-page screenshot for looking at, named by the project (mobile, desktop). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/shots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}
