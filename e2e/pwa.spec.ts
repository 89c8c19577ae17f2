import { expect, test, type Page } from "./support/test";
import { LOGIN_SOURCE_COOKIE, WEBVIEW_LOGIN_SOURCE } from "../lib/session/login-source";
import { E2E_WEB_URL } from "./support/environment";
import { controlledBy } from "./support/service-worker";
import { logInAsTrader } from "./support/session";
import { openTradebox } from "./support/journey-tradeboxes";

// The installed app (docs/pwa.md): manifest, service worker, offline pages, updates, install.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/shots/pwa-${name}-${test.info().project.name}.png` });

test("the manifest makes the app installable, with its icons and shortcuts", async ({
  page,
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Strikeline",
    short_name: "Strikeline",
    display: "standalone",
    scope: "/",
    start_url: "/?source=pwa",
    theme_color: "#0b0f17",
    background_color: "#0b0f17",
  });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => icon.sizes)).toEqual([
    "192x192",
    "512x512",
    "512x512",
  ]);
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(
    true,
  );
  for (const { src } of manifest.icons as { src: string }[]) {
    const icon = await request.get(src);
    expect(icon.headers()["content-type"], src).toBe("image/png");
  }
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    "/track?source=pwa",
    "/explore?source=pwa",
  ]);

  // Chromium's own verdict, the check behind its install prompt.
  await page.goto("/");
  await controlledBy(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito, where Chromium never installs; nothing else may stand in the way.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
});

test("the landing and a profile read before open offline; a trader's page never does", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const tradebox = openTradebox(0);
  await page.goto("/");
  expect(await controlledBy(page)).toBe(`${E2E_WEB_URL}/serwist/sw.js`);
  // Read once under the worker's control: it keeps what a visitor may see.
  await page.reload();
  await page.goto(`/explore/${tradebox.slug}`);
  await expect(page.getByRole("heading", { name: tradebox.name, level: 1 })).toBeVisible();

  // A trader's dashboard, seen online, is not kept.
  await logInAsTrader(context, { clientId: "PWA001" });
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-margin")).toBeVisible();

  await context.setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("PWA001")).toHaveCount(0);
  await shot(page, "offline");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await page.goto(`/explore/${tradebox.slug}`);
  await expect(page.getByRole("heading", { name: tradebox.name, level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("a new deployment's worker takes over, then the page reloads on it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The page's first check is its baseline: the version it was loaded with.
  const baseline = page.waitForResponse("**/api/has-new-deploy");
  await page.goto("/");
  expect(await controlledBy(page)).toBe(`${E2E_WEB_URL}/serwist/sw.js`);
  const { version } = (await (await baseline).json()) as { version: string };
  // The next deployment: the server answers a new version; the page installs its worker, lets
  // it take over, then reloads.
  const next = `${version}-next`;
  await context.route("**/api/has-new-deploy", (route) =>
    route.fulfill({ json: { version: next } }),
  );
  await page.waitForEvent("load", { timeout: 45_000 });
  expect(await controlledBy(page)).toBe(
    `${E2E_WEB_URL}/serwist/sw.js?deploy=${encodeURIComponent(next)}`,
  );
});

test.describe("Install app", () => {
  test.skip(({ isMobile }) => !isMobile, "installing is offered on phones");

  /** What Chromium fires when the app may be installed, with its prompt recorded. */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });

  /**
   * Offers until the entry shows: on a busy machine the page may still be hydrating (and its
   * listener not yet there) when the test first offers; Chromium offers on its own schedule too.
   */
  const offerUntilShown = (page: Page) =>
    expect
      .poll(
        async () => {
          await offerInstall(page);
          return page.getByTestId("install-app").count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);

  test("the landing and the account page offer the browser's install prompt", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const entry = page.getByTestId("install-app");
    await expect(entry).toHaveCount(0);
    await offerUntilShown(page);
    await entry.scrollIntoViewIfNeeded();
    await shot(page, "install-landing");
    await entry.click();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(
      true,
    );
    await expect(entry).toHaveCount(0);

    await logInAsTrader(context, { clientId: "PWA002" });
    await page.goto("/account");
    await offerUntilShown(page);
    await shot(page, "install-account");
  });

  test("an iPhone gets Safari's Add to Home Screen steps", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("install-app").click();
    const steps = page.getByRole("dialog", { name: "Install Strikeline" });
    await expect(steps).toContainText("Add to Home Screen");
    await shot(page, "install-ios-steps");
    await steps.getByRole("button", { name: "Done" }).click();
    await expect(steps).toBeHidden();
    await context.close();
  });

  test("the broker's webview never offers it", async ({ page, context }) => {
    await context.addCookies([
      { name: LOGIN_SOURCE_COOKIE, value: WEBVIEW_LOGIN_SOURCE, url: E2E_WEB_URL },
    ]);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Offered again and again, as on the landing test where it shows: here it never does.
    for (let offer = 0; offer < 5; offer += 1) {
      await offerInstall(page);
      await page.waitForTimeout(400);
    }
    await expect(page.getByTestId("install-app")).toHaveCount(0);
  });
});
