import { expect as baseExpect, test, type Page } from "./support/test";
import { SETTLED } from "./support/login-flow";
import { positionChart } from "./support/charts";
import {
  logInThroughSandbox,
  openSandboxLogin,
  SANDBOX_BROKER_CODES,
  sandboxBroker,
  sandboxDrill,
  signInAtSandbox,
} from "./support/sandbox-brokers";
import { clientId } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";

// Every real broker end to end, through its sandbox on the journeys' services (its contract-suite
// fake with a login page of its own, docs/brokers/sandboxes.md): the real hand-off, token
// exchange, margin call, orders, order updates, a refused leg and its retry, the daily re-login,
// exit and history, at both sizes.

const expect = baseExpect.configure({ timeout: 15_000 });
// One the other journeys never adjust: each trader here follows it as placed.
const TRADEBOX = 2;

/**
 * A screenshot; of the viewport only over a dialog (a full-page capture resizes the page, and
 * the dialog closes when it loses focus).
 */
async function shot(page: Page, name: string, code: string, { dialog = false } = {}) {
  await page.screenshot({
    path: `test-results/shots/sandbox-${code}-${name}-${test.info().project.name}.png`,
    fullPage: !dialog,
  });
}

for (const code of SANDBOX_BROKER_CODES) {
  const broker = sandboxBroker(code);

  test(`${broker.name}: sandbox login, place with a refused leg and retry, re-login, exit, history`, async ({
    page,
    isMobile,
  }) => {
    // Alice Blue's journey also waits out a stalled feed (see below).
    test.setTimeout(code === "aliceblue" ? 240_000 : 180_000);
    const trader = clientId(`SB${isMobile ? "M" : "D"}`);
    // The broker's prices the realtime socket pushes to the page (PriceTicks frames).
    let pushedTicks = 0;
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).startsWith('{"type":"PriceTicks"')) pushedTicks++;
      }),
    );

    // The login grid marks the sandbox; its page is the broker's own, on its own origin.
    await page.goto("/login");
    await openSandboxLogin(page, broker);
    await shot(page, "login", code);
    await signInAtSandbox(page, broker, trader);
    await expect(page).toHaveURL(/\/onboarding$/, SETTLED);

    // Explore → the tradebox's profile → Place Order (a page on a phone, a dialog on desktop).
    const tradebox = openTradebox(TRADEBOX);
    await page.goto(`/explore/${tradebox.slug}`);
    await page.getByRole("link", { name: "Place Tradebox" }).first().click();
    const place = isMobile
      ? page.locator("main")
      : page.getByRole("dialog", { name: "Place Order" });
    await expect(place.getByRole("heading", { name: tradebox.name })).toBeVisible();
    await expect(place.getByTestId("sandbox-note")).toContainText(`${broker.name} sandbox`);
    await expect(place.getByTestId("leg-ltp").first()).not.toHaveText("—");
    await expect(place.getByTestId("price-origin")).toContainText(
      `Prices from ${broker.name} Sandbox`,
    );
    // The broker's own basket margin where it has a margin call, our estimate where not.
    await expect(place.getByTestId("required-margin")).toHaveText(/^₹[\d,]+\.\d\d$/);
    const estimated = place.getByText("Required margin (estimate)");
    await (code === "nuvama" ? expect(estimated).toBeVisible() : expect(estimated).toHaveCount(0));
    // A broker that refuses market orders says how they are protected.
    const protection = place.getByTestId("market-protection");
    await (broker.marketProtectionPercent
      ? expect(protection).toBeVisible()
      : expect(protection).toHaveCount(0));
    await shot(page, "place-order", code, { dialog: !isMobile });

    // The sandbox refuses this trader's first order, as the broker's RMS would.
    const reason = `RMS: ${broker.nickname} sandbox refused the order`;
    await sandboxDrill(broker, trader, { rejectNext: { count: 1, reason } });
    await place.getByRole("button", { name: "Place Order" }).click();
    await page.getByTestId("confirm-place").dblclick();
    await expect(
      page.getByTestId("rejection-reason").filter({ hasText: reason }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, "rejected", code);
    await page.getByRole("button", { name: "Retry Orders" }).first().click();

    // Tracking, with the P&L at the sandbox's (the simulated market's) prices.
    const track = isMobile ? page.locator("main") : page.getByTestId("track-panel");
    await expect(track.getByTestId("basket-status")).toHaveText("Tracking", { timeout: 30_000 });
    await expect(track.getByTestId("total-pnl")).toHaveText(/₹/);
    // Its prices are the broker's own, from its stream (in the broker's wire format), and live.
    const origin = track.getByTestId("price-origin");
    await expect(origin).toContainText(`Prices from ${broker.name} Sandbox, live from its stream`);
    await expect(origin).toHaveAttribute("data-stale", "false");
    // …pushed on the socket as the broker's stream ticks, and the legs' prices and P&L move with
    // them. The legs, not the total: an iron fly's total can hold still to the paisa as the index
    // steps (its short call and put move by the same ticks, opposite ways), its legs cannot.
    await expect.poll(() => pushedTicks, SETTLED).toBeGreaterThan(0);
    const legsMoving = track.getByTestId(/^leg-(ltp|pnl)$/);
    const legsBefore = await legsMoving.allTextContents();
    await expect
      .poll(() => legsMoving.allTextContents(), { timeout: 30_000 })
      .not.toEqual(legsBefore);
    await positionChart(track);
    // The broker's stream drops: the client reconnects by itself and the page goes on streaming,
    // with nothing to reload.
    await sandboxDrill(broker, trader, { dropStream: true });
    await expect(origin).toHaveAttribute("data-source", "stream", { timeout: 20_000 });
    await expect(origin).toHaveAttribute("data-stale", "false");
    if (code === "aliceblue") {
      // The feed stalls for this trader, its connection held: past the stale threshold the
      // prices say so, never passed off as live; once it ticks again they are live, unreloaded.
      await sandboxDrill(broker, trader, { stallStream: { seconds: 30 } });
      await expect(origin).toHaveAttribute("data-stale", "true", { timeout: 30_000 });
      await expect(origin).toContainText("Stale");
      await shot(page, "track-stale", code);
      await expect(origin).toHaveAttribute("data-stale", "false", { timeout: 30_000 });
      await expect(origin).toContainText("Live");
    }
    await expect(page.locator("[data-testid=sandbox-badge]:visible").first()).toBeVisible();
    await shot(page, "track", code);
    const trackUrl = page.url();

    // The broker's daily rollover ends the session mid-basket: the next call to the broker (the
    // page's own, or the dashboard's funds) logs the trader out, and logging in again leads back
    // to the page they were on.
    await sandboxDrill(broker, trader, { expireSessions: true });
    await page.goto("/dashboard").catch(() => undefined); // a logout of the Track page may race it
    await expect(page).toHaveURL(/\/login\?redirectUrl=/, { timeout: 30_000 });
    const back = new URL(page.url()).searchParams.get("redirectUrl")!;
    await expect(page.getByText("You have been logged out")).toBeVisible();
    await logInThroughSandbox(page, broker, trader);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, SETTLED)
      .toBe(back);
    await page.goto("/dashboard");
    await expect(page.getByTestId("tradebox-card")).toHaveCount(1);

    // Exit the basket through the broker, then find it in History.
    await page.goto(trackUrl);
    await track.getByRole("button", { name: "Exit tradebox" }).click();
    await page.getByTestId("confirm-exit").click();
    if (isMobile) {
      await expect(track.getByTestId("basket-status")).toHaveText("Closed", { timeout: 30_000 });
    } else {
      await expect(page.getByText("Nothing to track yet")).toBeVisible({ timeout: 30_000 });
    }
    await page.goto("/history");
    const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
    await expect(item).toHaveCount(1);
    // Net first: what the trader kept, on the card without opening it.
    await expect(item.getByTestId("history-net-pnl")).toHaveText(/₹/);
    await expect(item.getByTestId("history-gross-line")).toHaveText(/₹.* gross · ₹.* charges/);
    await shot(page, "history", code);
  });
}

test("the sandbox's login page refuses a form filled unlike the broker's", async ({ page }) => {
  const broker = sandboxBroker("aliceblue");
  await page.goto("/login");
  await page
    .getByRole("list", { name: "Brokers" })
    .getByRole("button", { name: `Login with ${broker.name}` })
    .click();
  await expect(page).toHaveTitle(/Alice Blue Sandbox/, { timeout: 20_000 });
  await page.getByLabel("Client ID").fill("AB1");
  await page.getByLabel("Password").fill("x");
  await page.getByLabel("TOTP").fill("12");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("TOTP is 4 to 6 digits.");
  await shot(page, "login-refused", "aliceblue");
  await page.getByLabel("TOTP").fill("123456");
  await signInAtSandbox(page, broker, "AB1");
  await expect(page).toHaveURL(/\/(onboarding|dashboard)$/, SETTLED);
});
