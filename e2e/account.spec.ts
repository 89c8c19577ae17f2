import { expect, test, type Page } from "./support/test";
import { SESSION_COOKIE, TEST_BROKER_CODE } from "../lib/product";
import { signSessionToken } from "../lib/session/session-token";
import { E2E_SERVICES_URL, E2E_SESSION_SECRET, E2E_WEB_URL } from "./support/environment";
import { accountItem as item, logOutThroughAccount, openAccount } from "./support/account-area";
import { logIn, logInAsTrader, sessionCookie } from "./support/session";

// The trader's account area: the account pages on a phone, the top bar's account menu on a
// desktop (the account pages are mobile-only). Every page and dialog is photographed.

/** A page is photographed whole; a dialog, drawer or toast as the screen shows it. */
const shot = (page: Page, name: string, { fullPage = false } = {}) =>
  page.screenshot({
    path: `test-results/shots/account-${test.info().project.name}-${name}.png`,
    fullPage,
  });

/** A client id per test and project, so the runs never share a trader. */
function clientId(tag: string): string {
  return `AC${tag}${test.info().project.name === "mobile" ? "M" : "D"}`.toUpperCase();
}

test.describe("the account area", () => {
  // Each journey logs a trader in through the test broker and loads several pages.
  test.describe.configure({ timeout: 90_000 });

  test("shows the trader, edits mobile and e-mail, with the spec's checks and toasts", async ({
    page,
    context,
    isMobile,
  }) => {
    const id = clientId("edit");
    await logInAsTrader(context, { clientId: id, name: "Asha Rao" });
    let account = await openAccount(page, isMobile);
    const scope = isMobile ? page : account;
    await expect(scope.getByText("Asha Rao", { exact: true })).toBeVisible();
    await expect(scope.getByText(`${id} · Test Broker`)).toBeVisible();
    // The paper broker's new client starts with ₹5,00,000.
    await expect(account.getByText("₹5,00,000.00")).toBeVisible();
    await expect(item(account, /Set Mobile/, isMobile)).toContainText("Not set");
    await shot(page, isMobile ? "page" : "menu", { fullPage: isMobile });

    // Mobile: a bad number is refused in place, a good one saved with a toast.
    await item(account, /Set Mobile/, isMobile).click();
    const mobileDialog = page.getByRole("dialog", { name: "Update mobile number" });
    await expect(mobileDialog).toBeVisible();
    const mobileInput = mobileDialog.getByPlaceholder("Enter 10 digits");
    await mobileInput.fill("12345");
    await mobileInput.press("Enter");
    await expect(mobileDialog.getByText("Please enter valid mobile")).toBeVisible();
    await shot(page, "mobile-invalid");
    await mobileInput.fill("9876543210");
    await expect(mobileDialog.getByText("Please enter valid mobile")).toBeHidden();
    // The success toast lives 2 s (spec §9): watch for it from before the click.
    const mobileToast = page.getByText("Mobile number updated").waitFor();
    await mobileDialog.getByRole("button", { name: "Update Mobile" }).click();
    await mobileToast;
    await expect(mobileDialog).toBeHidden();
    await shot(page, "mobile-updated");

    account = isMobile ? account : await openAccount(page, isMobile);
    await expect(item(account, /Edit Mobile/, isMobile)).toContainText("+91 9876543210");

    // E-mail: the same, Enter submits.
    await item(account, /Set Email/, isMobile).click();
    const emailDialog = page.getByRole("dialog", { name: "Update email" });
    const emailInput = emailDialog.getByPlaceholder("Enter email");
    await emailInput.fill("asha@");
    await emailInput.press("Enter");
    await expect(emailDialog.getByText("Please enter valid email")).toBeVisible();
    await shot(page, "email-invalid");
    await emailInput.fill("Asha.Rao@Example.com");
    const emailToast = page.getByText("Email updated").waitFor();
    await emailInput.press("Enter");
    await emailToast;
    await expect(emailDialog).toBeHidden();

    account = isMobile ? account : await openAccount(page, isMobile);
    await expect(item(account, /Edit Email/, isMobile)).toContainText("Asha.Rao@Example.com");
    // Saved on the server: still there after a reload.
    await page.reload();
    account = await openAccount(page, isMobile);
    await expect(item(account, /Edit Mobile/, isMobile)).toContainText("+91 9876543210");
  });

  test("favourites, plan and regulatory disclosure", async ({ page, context, isMobile }) => {
    await logInAsTrader(context, { clientId: clientId("fav") });
    const account = await openAccount(page, isMobile);
    await expect(item(account, /Favourites/, isMobile)).toContainText("0");

    await item(account, /Favourites/, isMobile).click();
    if (isMobile) await expect(page).toHaveURL(/\/account\/tradebox$/);
    await expect(page.getByText("No favourites added")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Tradebox" }).last()).toHaveAttribute(
      "href",
      "/explore",
    );
    await shot(page, "favourites-empty", { fullPage: isMobile });

    const plan = async () => {
      if (isMobile) return page.goto("/account/plan");
      await page.keyboard.press("Escape");
      (await openAccount(page, isMobile)).getByRole("menuitem", { name: "View Plan" }).click();
    };
    await plan();
    await expect(page.getByRole("heading", { name: "Exclusive Test Broker Plan" })).toBeVisible();
    await expect(page.getByText(/free of cost/)).toBeVisible();
    await shot(page, "plan-free", { fullPage: isMobile });

    if (isMobile) await page.goto("/account/regulatory");
    else {
      await page.keyboard.press("Escape");
      await (
        await openAccount(page, isMobile)
      )
        .getByRole("menuitem", { name: "Regulatory Disclosure" })
        .click();
    }
    await expect(page.getByRole("heading", { name: "Registration" })).toBeVisible();
    await expect(page.getByText("SEBI registration", { exact: true })).toBeVisible();
    await shot(page, "regulatory", { fullPage: isMobile });
  });

  test("a favourite shows with its image, name and risk, and links to its profile", async ({
    page,
    context,
    isMobile,
  }) => {
    const token = await logInAsTrader(context, { clientId: clientId("fav2") });
    const found = await fetch(`${E2E_SERVICES_URL}/search/search`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ search: "", page: 1, filters: {} }),
    }).then((r) => r.json() as Promise<{ data: { result: { id: string; name: string }[] } }>);
    const tradebox = found.data.result[0]!;
    const marked = await fetch(`${E2E_SERVICES_URL}/user-strategy/user/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ strategies: [tradebox.id] }),
    });
    expect(marked.ok).toBe(true);

    const account = await openAccount(page, isMobile);
    await expect(item(account, /Favourites/, isMobile)).toContainText("1");
    await item(account, /Favourites/, isMobile).click();
    const row = page.getByRole("link", { name: tradebox.name });
    await expect(row).toHaveAttribute("href", `/explore/${tradebox.id}`);
    await expect(page.getByText(/(Low|Medium|High) risk/).first()).toBeVisible();
    await shot(page, "favourites", { fullPage: isMobile });
  });

  test("a broker with a fee shows its discount, price table and GST note", async ({
    page,
    context,
    isMobile,
  }) => {
    // An IIFL session the services do not know: their user calls are answered here instead.
    const token = await signSessionToken(
      { sub: "iifl-user", broker: "iifl", clientId: "IIFL01" },
      E2E_SESSION_SECRET,
      { now: new Date() },
    );
    await logIn(context, token);
    // Every user/strategy call (the dashboard's lists too): an unknown trader's 401 logs out.
    await page.route(`${E2E_SERVICES_URL}/user-strategy/**`, (route) => {
      const url = route.request().url();
      const data = url.endsWith("/profile")
        ? { broker: "iifl", client_id: "IIFL01", name: "Ravi Kumar", email: "", phone_number: "" }
        : url.endsWith("/margin")
          ? { available_margin: "125000.5" }
          : [];
      return route.fulfill({ json: { is_success: true, data } });
    });
    if (isMobile) await page.goto("/account/plan");
    else {
      const menu = await openAccount(page, isMobile);
      await expect(menu.getByText("₹1,25,000.50")).toBeVisible();
      await menu.getByRole("menuitem", { name: "View Plan" }).click();
    }
    await expect(page.getByRole("heading", { name: "Exclusive IIFL Plan" })).toBeVisible();
    await expect(page.getByText("80% off")).toBeVisible();
    for (const text of ["Base Price", "per Tradebox order", "₹25.00", "User Discount", "80%"]) {
      await expect(page.getByRole("cell", { name: text, exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole("cell", { name: "Final Price" })).toBeVisible();
    await expect(page.getByText(/₹5\.00 plus 18% GST \(₹5\.90 in all\) is deducted/)).toBeVisible();
    await shot(page, "plan-paid", { fullPage: isMobile });
  });

  test("logout asks first, then clears the session and goes to /login", async ({
    page,
    context,
    isMobile,
  }) => {
    await logInAsTrader(context, { clientId: clientId("out") });
    const account = await openAccount(page, isMobile);
    await item(account, "Logout", isMobile).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Logout?" });
    await expect(
      confirm.getByText("You will not be able to live track your tradebox"),
    ).toBeVisible();
    await shot(page, "logout-confirm");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(await sessionCookie(context)).toBeDefined();

    await logOutThroughAccount(page, isMobile);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test("a session the services refuse (401) logs out with a toast", async ({ page, context }) => {
    // Signed with the right secret, but for a trader the services have never seen.
    await logIn(
      context,
      await signSessionToken(
        { sub: "e2e-unknown-trader", broker: TEST_BROKER_CODE, clientId: "E2EGONE" },
        E2E_SESSION_SECRET,
        { now: new Date() },
      ),
    );
    await page.goto("/history");
    // The first user call (after the page is idle) is refused; the machine may be busy.
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fhistory$/, { timeout: 15_000 });
    // The toast waits for the next page to be idle (background services), slow on a busy machine.
    await expect(page.getByText("You have been logged out")).toBeVisible({ timeout: 20_000 });
    expect(await sessionCookie(context)).toBeUndefined();
    await page.waitForTimeout(400); // the toast's entry animation
    await shot(page, "logged-out-toast");
  });

  test("the cookie's disappearance is noticed within about a second", async ({ page, context }) => {
    await logInAsTrader(context, { clientId: clientId("poll") });
    await page.goto("/track");
    await expect(page.getByRole("heading", { level: 1, name: "Your tradeboxes" })).toBeVisible();
    await context.clearCookies({ name: SESSION_COOKIE });
    // The poll notices within a second; the login page it goes to may arrive late on a busy runner.
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Ftrack$/, { timeout: 10_000 });
  });
});

test.describe("the broker's webview and support", () => {
  test.describe.configure({ timeout: 60_000 });

  test("in the webview, funds, contact, plan and logout are hidden", async ({
    page,
    context,
    isMobile,
  }) => {
    await logInAsTrader(context, { clientId: clientId("wv") });
    await context.addCookies([{ name: "loginSource", value: "webview", url: E2E_WEB_URL }]);
    const account = await openAccount(page, isMobile);
    const names = isMobile ? account.getByRole("listitem") : account.getByRole("menuitem");
    // The tax statement stays: the broker's app has none of ours (issue #54).
    const kept = ["Favourites", "Tax statement", "Contact Support", "Regulatory Disclosure"];
    await expect(names).toHaveCount(kept.length);
    for (const [i, name] of kept.entries()) {
      await expect(names.nth(i)).toContainText(name);
    }
    await shot(page, "webview", { fullPage: isMobile });
  });

  test("the floating Contact Support button shows when the profile has no client id", async ({
    page,
    context,
  }) => {
    await logInAsTrader(context, { clientId: clientId("sup") });
    // The profile cannot be read: the trader has no client id to show.
    await page.route(`${E2E_SERVICES_URL}/user-strategy/user/profile`, (route) =>
      route.fulfill({ status: 500, json: { is_success: false, errorMessage: "Internal error" } }),
    );
    await page.goto("/track");
    const floating = page.getByRole("button", { name: "Contact Support" });
    await expect(floating).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Error in the server")).toBeVisible();
    await shot(page, "floating-support");
    // The logged-in shell runs it on its pages, the root layout on a public one: one of them
    // at a time (a second button would break the locator's strictness).
    await page.goto("/");
    await expect(floating).toBeVisible({ timeout: 15_000 });
    await page.goto("/track");
    await expect(floating).toBeVisible({ timeout: 15_000 });

    // Not on pages without navigation, and never in the webview.
    await page.goto("/onboarding");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(floating).toBeHidden();
    await context.addCookies([{ name: "loginSource", value: "webview", url: E2E_WEB_URL }]);
    await page.goto("/track");
    await expect(page.getByRole("heading", { level: 1, name: "Your tradeboxes" })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(floating).toBeHidden();
  });
});

test.describe("same-origin route handlers", () => {
  test("/api/check-market-hours and /api/has-new-deploy answer their shapes", async ({
    request,
  }) => {
    const hours = await request.get("/api/check-market-hours");
    expect(hours.ok()).toBe(true);
    expect(await hours.json()).toEqual({ isSuccess: true, isMarketHours: expect.any(Boolean) });

    const first = await (await request.get("/api/has-new-deploy")).json();
    const again = await (await request.get("/api/has-new-deploy")).json();
    expect(first).toEqual({ version: expect.stringMatching(/.+/) });
    expect(again).toEqual(first);
  });

  test("the test broker's traders may order at any hour", async ({ request }) => {
    const token = await signSessionToken(
      { sub: "t", broker: TEST_BROKER_CODE, clientId: "T1" },
      E2E_SESSION_SECRET,
      { now: new Date() },
    );
    const hours = await request.get("/api/check-market-hours", {
      headers: { Cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(await hours.json()).toEqual({ isSuccess: true, isMarketHours: true });
  });

  test("/api/hashEmail hashes the caller's own distinct id only", async ({ request }) => {
    const token = await signSessionToken(
      { sub: "t", broker: TEST_BROKER_CODE, clientId: "T1" },
      E2E_SESSION_SECRET,
      { now: new Date() },
    );
    const headers = { Authorization: `Bearer ${token}` };
    const own = await request.post("/api/hashEmail", {
      headers,
      data: { clientID: `strikeline:${TEST_BROKER_CODE}:T1` },
    });
    expect(await own.json()).toEqual({
      isError: false,
      data: { hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const other = await request.post("/api/hashEmail", {
      headers,
      data: { clientID: "strikeline:iifl:SOMEONE" },
    });
    expect(other.status()).toBe(403);
    expect(await other.json()).toMatchObject({ isError: true });
  });
});
