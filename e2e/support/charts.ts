import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Track's payoff chart is drawn only once its frame nears the viewport (its code is fetched then:
 * issue #32): scroll to it, as a reader would, and wait until it has drawn.
 */
export async function positionChart(scope: Page | Locator): Promise<Locator> {
  await scope.getByTestId("payoff-chart-frame").scrollIntoViewIfNeeded();
  const chart = scope.getByTestId("payoff-chart");
  await expect(chart).toBeVisible();
  return chart;
}
