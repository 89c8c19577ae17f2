import { expect, test, type Page } from "./support/test";
import { SELECTABLE_BROKERS } from "../lib/brokers";
import {
  LOGIN_CHOOSER_TEXT,
  LOGIN_CHOOSER_TITLE,
  TEST_BROKER_ENTRY_LABEL,
  UNAVAILABLE_LABEL,
} from "../lib/login/login-choices";
import { LOGIN_ERROR_TEXTS } from "../lib/login/login-errors";
import { SANDBOX_LABEL } from "../lib/sandbox";
import { pageTitle, SESSION_LIFETIME_SECONDS, TEST_BROKER_CODE } from "../lib/product";
import { E2E_WEB_URL } from "./support/environment";
import { sessionCookie } from "./support/session";
import { chooseTestBroker, loginClientId, SETTLED, signInAtTestBroker } from "./support/login-flow";
import { shot } from "./support/shots";

/** A broker's tile, whether or not this server can log in with it. */
const loginWith = (name: string) => new RegExp(`^Login with ${name}( \\(|$)`);

/** The header's login control: a link to /login, or the login popup's button. */
async function openLoginFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .locator("a, button")
      .filter({ hasText: /^Login$/ })
      .click();
  } else {
    await page
      .getByRole("banner")
      .locator("a, button")
      .filter({ hasText: /^Login$/ })
      .click();
  }
  await expect(page.getByRole("heading", { name: LOGIN_CHOOSER_TITLE })).toBeVisible();
  await expect(page.getByText(LOGIN_CHOOSER_TEXT)).toBeVisible();
}

test.describe("login through the test broker", () => {
  // Whole logins, a few page loads each: give a busy machine time.
  test.slow();

  test("a visitor on /explore logs in and lands back on /explore, with the session cookie", async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    await page.goto("/explore");
    await openLoginFromHeader(page, isMobile);
    await shot(page, testInfo, "login-choose-broker", { fullPage: false }); // a dialog over /explore
    // In a full parallel run on desktop the popup twice closed by itself around that capture
    // (never when this journey ran alone); a trader would open it again, and so does this.
    await expect(async () => {
      if (!(await page.getByRole("dialog").isVisible())) await openLoginFromHeader(page, isMobile);
      await page.getByRole("button", { name: TEST_BROKER_ENTRY_LABEL }).click({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await shot(page, testInfo, "login-test-broker");
    await signInAtTestBroker(page, loginClientId(testInfo, "EX"));
    await expect(page).toHaveURL(`${E2E_WEB_URL}/explore`, SETTLED);

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ path: "/", secure: true, httpOnly: false });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SESSION_LIFETIME_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(SESSION_LIFETIME_SECONDS);
    // The saved redirect and the state are used up.
    const names = (await context.cookies(E2E_WEB_URL)).map((c) => c.name);
    expect(names).not.toContain("redirectUrl");
    expect(names).not.toContain("loginState");
  });

  test("a first login goes to /onboarding, the next one to /dashboard", async ({
    page,
    context,
  }, testInfo) => {
    const id = loginClientId(testInfo, "NEW");
    await page.goto("/login");
    await shot(page, testInfo, "login-page");
    await chooseTestBroker(page);
    await signInAtTestBroker(page, id);
    await expect(page).toHaveURL(/\/onboarding$/, SETTLED);

    await context.clearCookies();
    await page.goto("/login");
    await chooseTestBroker(page);
    await signInAtTestBroker(page, id);
    await expect(page).toHaveURL(/\/dashboard$/, SETTLED);
  });

  test("a protected page asked for before login is where the login ends", async ({
    page,
  }, testInfo) => {
    await page.goto("/track");
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Ftrack$/);
    await chooseTestBroker(page);
    await signInAtTestBroker(page, loginClientId(testInfo, "TR"));
    await expect(page).toHaveURL(/\/track$/, SETTLED);
  });
});

test.describe("a login that cannot finish says why, with 'Try again'", () => {
  test.slow();

  test("a tampered state", async ({ page, context }, testInfo) => {
    await page.goto("/login");
    await chooseTestBroker(page);
    await expect(page).toHaveURL(/\/login\/test-broker\?/);
    // Stop the broker's redirect back and change its state, as a forged link would (on the
    // context: the service worker fetches the navigation, and only the context sees its fetch).
    await context.route("**/login/verify?**", (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("state", "forged-state-from-somewhere-else");
      return route.continue({ url: url.toString() });
    });
    await signInAtTestBroker(page, loginClientId(testInfo, "ST"));
    const { title, text } = LOGIN_ERROR_TEXTS.state;
    await expect(page.getByText(title)).toBeVisible(SETTLED);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(pageTitle("Verifying Login"));
    expect(await sessionCookie(context)).toBeUndefined();
    await shot(page, testInfo, "login-verify-error");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a login cancelled at the broker", async ({ page, context }, testInfo) => {
    await page.goto("/explore");
    await page.goto("/login?redirectUrl=%2Fexplore");
    await chooseTestBroker(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByText(LOGIN_ERROR_TEXTS.cancelled.title)).toBeVisible(SETTLED);
    expect(await sessionCookie(context)).toBeUndefined();
    // 'Try again' still remembers the page the login was for.
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fexplore$/);
    await shot(page, testInfo, "login-after-cancel");
  });

  test("a broker whose login is not available yet", async ({ page }, testInfo) => {
    // The hand-off form as a broker tile posts it, here to this host's /login/initiate.
    const answer = await page.request.post("/login/initiate?broker=iifl", {
      form: { bridgeJWT: "", loginSource: "web", bridgeOrders: "", redirectUrl: "/explore" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(
      `${E2E_WEB_URL}/login/initiate?error=not-available&broker=iifl`,
    );
    await page.goto(answer.headers().location!);
    await expect(page).toHaveTitle(pageTitle("Securely Redirecting"));
    await expect(page.getByText(LOGIN_ERROR_TEXTS["not-available"].title)).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/login?redirectUrl=%2Fexplore",
    );
    await shot(page, testInfo, "login-initiate-error");
  });
});

test.describe("the broker choice", () => {
  test("the popup lists every broker but the test broker, which has its own entry", async ({
    page,
  }, testInfo) => {
    await page.goto("/signup/iifl");
    await page.getByRole("button", { name: "Login with your broker" }).click();
    const popup = page.getByRole("dialog");
    await expect(popup.getByText(LOGIN_CHOOSER_TITLE)).toBeVisible();
    const grid = popup.getByRole("list", { name: "Brokers" });
    await expect(grid.getByRole("button")).toHaveCount(SELECTABLE_BROKERS.length);
    for (const broker of SELECTABLE_BROKERS) {
      await expect(grid.getByRole("button", { name: loginWith(broker.name) })).toBeVisible();
    }
    await expect(grid.getByText("Test Broker")).toHaveCount(0);
    await expect(popup.getByRole("button", { name: TEST_BROKER_ENTRY_LABEL })).toBeVisible();
    await shot(page, testInfo, "login-popup");

    await popup.getByRole("button", { name: "Open a New Account" }).click();
    await expect(popup.getByText("Features Of IIFL Securities")).toBeVisible();
    await shot(page, testInfo, "login-popup-open-account");
    await popup.getByRole("button", { name: "Back" }).click();
    await expect(popup.getByText(LOGIN_CHOOSER_TEXT)).toBeVisible();
  });

  test("every broker on the grid leads somewhere: a sandbox, or why not here", async ({
    page,
  }, testInfo) => {
    // The journeys' services have no broker's keys: every real broker with a hand-off is served
    // as its sandbox (its tile says so); IIFL's XTS has none, and says where to log in instead.
    await page.goto("/login");
    const grid = page.getByRole("list", { name: "Brokers" });
    for (const broker of SELECTABLE_BROKERS) {
      const tile = grid.getByRole("button", { name: loginWith(broker.name) });
      if (broker.broker !== "iifl") {
        await expect(tile).toContainText(SANDBOX_LABEL);
        continue;
      }
      await expect(tile).toContainText(UNAVAILABLE_LABEL);
      await tile.click();
      await expect(
        page.getByRole("status").filter({ hasText: /log in with IIFL Capital/ }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    }
    await shot(page, testInfo, "login-grid-sandboxes");
  });

  test("a broker cookie locks login to that broker", async ({ page, context }, testInfo) => {
    await context.addCookies([{ name: "broker", value: "iifl", url: E2E_WEB_URL }]);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Login with IIFL Securities" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Brokers" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: TEST_BROKER_ENTRY_LABEL })).toHaveCount(0);
    await shot(page, testInfo, "login-locked");

    await page.goto("/signup/iifl");
    const badges = page.getByRole("button", { name: /^Login with / });
    // One badge and the login button, both for the locked broker.
    await expect(badges).toHaveText(["Login with IIFL Securities", "Login with IIFL Securities"]);
  });

  test("locked to the test broker, the login button goes straight to its page", async ({
    page,
    context,
  }, testInfo) => {
    await context.addCookies([{ name: "broker", value: TEST_BROKER_CODE, url: E2E_WEB_URL }]);
    await page.goto("/signup/iifl");
    await page.getByRole("button", { name: "Login with Strikeline Test Broker" }).last().click();
    await signInAtTestBroker(page, loginClientId(testInfo, "LK"));
    await expect(page).toHaveURL(/\/onboarding$/, SETTLED);
  });

  test("the badges offer IIFL, Nuvama and HDFC SKY", async ({ page }) => {
    await page.goto("/signup/iifl");
    for (const name of ["IIFL Securities", "Nuvama Wealth", "HDFC SKY"]) {
      await expect(
        page.getByRole("button", { name: `Login with ${name}`, exact: true }),
      ).toBeVisible();
    }
  });
});
