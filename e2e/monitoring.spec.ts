import { expect, test } from "./support/test";
import { logInAsTrader } from "./support/session";

// docs/monitoring.md: the journeys' build sets no NEXT_PUBLIC_SENTRY_DSN, so error reporting is
// off and the browser must not download any of Sentry's code, even once it is idle.
const SENTRY_CODE = /__SENTRY__|sentry\.javascript/;

test("without a DSN, no page downloads Sentry's code or reports anything", async ({
  page,
  context,
}) => {
  const scripts: { url: string; body: string }[] = [];
  const reports: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/monitoring") reports.push(request.url());
  });
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
  });

  await page.goto("/");
  await logInAsTrader(context, { clientId: "MON001" });
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-margin")).toBeVisible({ timeout: 15_000 });
  // Past the idle moment error reporting would load at.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(2_500);

  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => SENTRY_CODE.test(s.body)).map((s) => s.url)).toEqual([]);
  expect(reports).toEqual([]);
});
