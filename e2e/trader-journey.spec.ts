import { expect as baseExpect, test, type Locator, type Page } from "./support/test";
import { MAX_LOTS } from "../lib/track/place-order";
import { logInAsTrader } from "./support/session";
import { positionChart } from "./support/charts";
import { analystAdjusts, call, clientId, drill, isHedged } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";

// The trader's side end to end against the real services (test broker, sample catalogue):
// place, track, the analyst's adjustment, exit, history. Screenshots of every page and dialog.

// The services and the production build share two cores with other runs: give pages time.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A screenshot of the page; of the viewport only for dialogs (Chromium's full-page capture blurs
 * the page, and a dialog closes when it loses focus).
 */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  // A dialog is taken once it has slid in (endless animations, a live dot, say, never end).
  if (dialog) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    );
  }
  await page.screenshot({
    path: `test-results/shots/trader-${name}-${test.info().project.name}.png`,
    fullPage: !dialog,
  });
}

/**
 * Track's risk of the open legs, whole and per leg, and its what-if: taking the date to expiry
 * redraws the T+0 curve and the P&L; closing gives the live curve back.
 */
async function checkRiskAndWhatIf(scope: Locator, shotName: string) {
  const risk = scope.getByTestId("track-risk-figures");
  for (const figure of ["Max profit", "Max loss", "Chance of profit", "Delta", "Theta", "Vega"]) {
    await expect(risk.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(
    risk.getByText("Chance of profit").locator("xpath=following-sibling::p[1]"),
  ).toHaveText(/^\d+(\.\d\d)?%$/);
  await expect(scope.getByTestId("leg-greeks").first()).toContainText(/Delta [+-]?₹[\d,]+\.\d\d/);
  const curve = (await positionChart(scope)).getByTestId("payoff-today-curve");
  await expect(curve).toBeVisible();
  const liveCurve = await curve.getAttribute("d");

  await scope.getByRole("button", { name: "What if…" }).click();
  const profit = scope
    .getByTestId("what-if-figures")
    .getByText("Profit or loss")
    .locator("xpath=following-sibling::p[1]");
  await expect(profit).toHaveText(/^[+-]?₹[\d,]+\.\d\d$/);
  await expect(scope.getByTestId("what-if-figures")).toContainText("the lots you hold");
  const now = await profit.textContent();
  const days = scope.getByLabel("Days from now");
  await days.fill(await days.getAttribute("max").then((max) => max ?? "0"));
  await expect(scope.getByText(/^\d+ days?$/)).toBeVisible();
  await expect(profit).not.toHaveText(now!);
  await expect.poll(() => curve.getAttribute("d")).not.toBe(liveCurve);
  await expect(scope.getByTestId("payoff-chart")).toContainText("What-if");
  await shot(scope.page(), shotName);
  await scope.getByRole("button", { name: "Close what-if" }).click();
  await expect(scope.getByTestId("payoff-chart")).toContainText("Today");
}

test.describe("phone", () => {
  test.skip(({ isMobile }) => !isMobile, "place order, track detail and adjust are phone pages");

  test("place, track, adjust, exit and find it in history", async ({ page, context }) => {
    test.setTimeout(180_000);
    const token = await logInAsTrader(context, { clientId: clientId("TRM") });

    await page.goto("/onboarding");
    await expect(page.getByRole("heading", { name: /Welcome to/ })).toBeVisible();
    await shot(page, "onboarding");

    await page.goto("/dashboard");
    await expect(page.getByText("No active tradeboxes")).toBeVisible();
    await expect(page.getByTestId("available-margin")).toHaveText("₹5,00,000.00");
    await shot(page, "dashboard-empty");

    // Explore → the tradebox → Place (the profile's button leads to /dashboard/{strategy_id}).
    const tradebox = openTradebox(0);
    await page.goto(`/explore/${tradebox.slug}`);
    const placeLink = page.getByRole("link", { name: /^Place/ });
    if (await placeLink.count()) await placeLink.first().click();
    else await page.goto(`/dashboard/${tradebox.id}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${tradebox.id}$`));

    await expect(page.getByRole("heading", { name: tradebox.name })).toBeVisible();
    await expect(page.getByTestId("leg-ltp").first()).not.toHaveText("—");
    // Too many lots for the funds: the shortfall is spelled out and the order held back.
    await page.getByRole("textbox", { name: "Lots" }).fill(String(MAX_LOTS));
    await expect(page.getByTestId("margin-shortfall")).toContainText("Not enough margin");
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
    await shot(page, "place-order-shortfall");
    await page.getByRole("textbox", { name: "Lots" }).fill("1");
    await expect(page.getByTestId("margin-shortfall")).toBeHidden();
    const oneLot = await page.getByTestId("required-margin").innerText();
    await page.getByRole("button", { name: "One lot more" }).click();
    await expect(page.getByRole("textbox", { name: "Lots" })).toHaveValue("2");
    await expect(page.getByTestId("required-margin")).not.toHaveText(oneLot);
    await expect(page.getByTestId("order-available-margin")).toHaveText("₹5,00,000.00");
    await expect(page.getByTestId("order-fee")).toHaveText("Free with Test Broker");
    // A hedge's benefit: its sold legs alone would block more than the basket does.
    if (await isHedged(tradebox.id)) {
      await expect(page.getByTestId("hedge-saving")).toContainText(/₹[\d,]+\.\d\d less margin/);
      await expect(page.getByTestId("sold-legs-margin")).toHaveText(/^₹[\d,]+\.\d\d$/);
    } else {
      await expect(page.getByTestId("sold-legs-margin")).toBeHidden();
    }
    await shot(page, "place-order");

    await page.getByRole("button", { name: "Place Order" }).click();
    const confirm = page.getByTestId("confirm-place");
    await expect(confirm).toBeVisible();
    await shot(page, "confirm-order", { dialog: true });
    await confirm.dblclick();

    // Each leg is followed live; a filled basket opens on Track.
    await expect(page).toHaveURL(/\/track\/[^/]+$/, { timeout: 30_000 });
    const basketId = page.url().split("/").at(-1)!;
    const active = await call<{ data: { id: string; strategy_id: string }[] }>(
      "/user-strategy/strategy/active",
      { token },
    );
    expect(active.data.filter((basket) => basket.strategy_id === tradebox.id)).toHaveLength(1);

    await expect(page.getByTestId("basket-status")).toHaveText("Tracking");
    await expect(page.getByTestId("total-pnl")).toHaveText(/₹/);
    await expect(page.getByTestId("position-status").first()).toHaveText("Tracking");
    await positionChart(page);
    await expect(page.getByTestId("order-status-logs")).toContainText("completed");
    await shot(page, "track-detail");
    await checkRiskAndWhatIf(page.locator("main"), "track-what-if");

    await page.goto("/track");
    await expect(page.getByTestId("overall-summary")).toBeVisible();
    await expect(page.getByTestId("tradebox-card")).toHaveCount(1);
    await shot(page, "track-list");
    await page.goto("/dashboard");
    await expect(page.getByTestId("tradebox-card")).toHaveCount(1);
    await shot(page, "dashboard");

    // The analyst adjusts; the open page learns it over the socket.
    await page.goto(`/track/${basketId}`);
    await expect(page.getByTestId("basket-status")).toHaveText("Tracking");
    await analystAdjusts(tradebox.id);
    await expect(page.getByTestId("basket-status")).toHaveText("Adjustment Available", {
      timeout: 15_000,
    });
    await expect(page.getByTestId("adjustment-banner")).toBeVisible();
    await shot(page, "track-adjustment-available");

    await page.getByRole("link", { name: "Review adjustment" }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${basketId}/adjust$`));
    await expect(page.getByTestId("adjust-preview")).toBeVisible();
    await expect(page.getByTestId("exit-legs")).toBeVisible();
    await expect(page.getByTestId("enter-legs")).toBeVisible();
    await shot(page, "adjust");
    await page.getByTestId("confirm-adjust").click();
    await expect(page).toHaveURL(new RegExp(`/track/${basketId}$`), { timeout: 30_000 });
    await expect(page.getByTestId("basket-status")).toHaveText("Tracking");
    // The spent preview is not asked for again as the basket's news arrives (no error toast).
    await expect(page.getByText("Error in the server")).toHaveCount(0);

    // Exit the whole basket.
    await page.getByRole("button", { name: "Exit tradebox" }).click();
    await expect(page.getByTestId("confirm-exit")).toBeVisible();
    await shot(page, "exit-dialog", { dialog: true });
    await page.getByTestId("confirm-exit").click();
    await expect(page.getByTestId("basket-status")).toHaveText("Closed", { timeout: 30_000 });
    await shot(page, "track-closed");

    await page.goto("/history");
    const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
    await expect(item).toHaveCount(1);
    // Net first: what the trader kept, on the card without opening it.
    await expect(item.getByTestId("history-net-pnl")).toHaveText(/₹/);
    await expect(item.getByTestId("history-gross-line")).toHaveText(/₹.* gross · ₹.* charges/);
    await item.getByRole("button").first().click();
    await expect(item.getByTestId("history-leg").first()).toBeVisible();
    await shot(page, "history");
  });
});

test.describe("phone, a rejected leg", () => {
  test.skip(({ isMobile }) => !isMobile, "track detail is a phone page");

  test("shows the broker's reason and retries only through 'Retry Orders'", async ({
    page,
    context,
  }) => {
    const trader = clientId("TRR");
    const token = await logInAsTrader(context, { clientId: trader });
    const tradebox = openTradebox(2);
    // A real rejection: the paper broker refuses this trader's first order (the analyst API's
    // fault drill), so the bridge turns the basket into ERROR with the broker's reason.
    const reason = "RMS: margin shortfall for NIFTY options";
    await drill({ rejectNext: { count: 1, reason, clientId: trader.toUpperCase() } });
    const placed = await call<{ data: { basket_id: string; status: string } }>(
      "/bridge/basket/place",
      {
        method: "POST",
        token,
        body: JSON.stringify({
          strategy_id: tradebox.id,
          no_of_lot: 1,
          idempotency_key: `e2e-reject-${tradebox.id}`,
        }),
      },
    );
    await drill(null);
    expect(placed.data.status).toBe("ERROR");
    const basketId = placed.data.basket_id;

    await page.goto(`/track/${basketId}`);
    await expect(page.getByTestId("basket-status")).toHaveText("Retry Orders");
    await expect(page.getByTestId("retry-banner")).toContainText(reason);
    // The refused leg says why; hedged legs held back after it say they were not sent.
    await expect(page.getByTestId("rejection-reason").filter({ hasText: reason })).toHaveCount(1);
    await expect(
      page.getByTestId("position-status").filter({ hasText: "Rejected" }),
    ).not.toHaveCount(0);
    await shot(page, "track-rejected");
    await page.getByRole("button", { name: "Retry Orders" }).click();
    // The retry re-sends only what did not fill, and the basket settles into tracking.
    await expect(page.getByTestId("basket-status")).not.toHaveText("Retry Orders", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("rejection-reason")).toHaveCount(0);
  });
});

// Tablets and desktops have no Place Order or adjust page: the same flows open as dialogs.
const WIDE_SCREENS = [
  { name: "desktop", viewport: { width: 1440, height: 900 }, tradebox: 1 },
  { name: "tablet", viewport: { width: 768, height: 1024 }, tradebox: 3 },
] as const;

for (const screen of WIDE_SCREENS) {
  test.describe(screen.name, () => {
    test.skip(({ isMobile }) => isMobile, "the wide-screen layouts");
    test.use({ viewport: screen.viewport });

    test("place from the profile's modal, track in the panel, adjust and exit in dialogs, history", async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      const token = await logInAsTrader(context, { clientId: clientId(`TR${screen.name[0]}`) });
      const tradebox = openTradebox(screen.tradebox);
      const wideShot = (name: string, options?: { dialog?: boolean }) =>
        shot(page, `${name}-${screen.name}`, options);

      await page.goto("/dashboard");
      await expect(page.getByText("No active tradeboxes")).toBeVisible();
      await wideShot("dashboard-empty");

      // The profile's Place opens Place Order over the profile.
      await page.goto(`/explore/${tradebox.slug}`);
      await page.getByRole("link", { name: "Place Tradebox" }).click();
      const placeDialog = page.getByRole("dialog", { name: "Place Order" });
      await expect(placeDialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/explore/${tradebox.slug}\\?place=`));
      await expect(placeDialog.getByRole("heading", { name: tradebox.name })).toBeVisible();
      await expect(placeDialog.getByTestId("leg-ltp").first()).not.toHaveText("—");
      await placeDialog.getByRole("textbox", { name: "Lots" }).fill(String(MAX_LOTS));
      await expect(placeDialog.getByTestId("margin-shortfall")).toContainText("Not enough margin");
      await placeDialog.getByRole("textbox", { name: "Lots" }).fill("1");
      await expect(placeDialog.getByTestId("margin-shortfall")).toBeHidden();
      await expect(placeDialog.getByTestId("order-fee")).toHaveText("Free with Test Broker");
      await wideShot("place-modal", { dialog: true });
      await placeDialog.getByRole("button", { name: "Place Order" }).click();
      const confirm = page.getByTestId("confirm-place");
      await expect(confirm).toBeVisible();
      await wideShot("place-confirm", { dialog: true });
      await confirm.dblclick();

      // Placed: Track opens with the new basket selected in its panel.
      await expect(page).toHaveURL(/\/track\?basket=/, { timeout: 30_000 });
      const basketId = new URL(page.url()).searchParams.get("basket")!;
      const panel = page.getByTestId("track-panel");
      await expect(panel.getByTestId("basket-status")).toHaveText("Tracking", { timeout: 30_000 });
      await positionChart(panel);
      const active = await call<{ data: { id: string }[] }>("/user-strategy/strategy/active", {
        token,
      });
      expect(active.data.map((basket) => basket.id)).toEqual([basketId]);
      await wideShot("track");
      await checkRiskAndWhatIf(panel, `track-what-if-${screen.name}`);

      // The analyst adjusts: applied from the panel's dialog.
      await analystAdjusts(tradebox.id);
      await expect(panel.getByTestId("adjustment-banner")).toBeVisible({ timeout: 15_000 });
      await panel.getByRole("button", { name: "Review adjustment" }).click();
      await expect(page.getByTestId("adjust-preview")).toBeVisible();
      await expect(page.getByTestId("enter-legs")).toBeVisible();
      await wideShot("adjust-dialog", { dialog: true });
      await page.getByTestId("confirm-adjust").click();
      await expect(page.getByRole("dialog")).toBeHidden({ timeout: 30_000 });
      await expect(panel.getByTestId("basket-status")).toHaveText("Tracking");

      // A phone's links opened wide keep their intent: the adjust link opens the adjustment...
      await analystAdjusts(tradebox.id);
      await page.goto(`/track/${basketId}/adjust`);
      await expect(page).toHaveURL(new RegExp(`/track\\?basket=${basketId}&adjust=1$`));
      await expect(page.getByTestId("adjust-preview")).toBeVisible({ timeout: 15_000 });
      await page.getByTestId("confirm-adjust").click();
      await expect(page.getByRole("dialog")).toBeHidden({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`/track\\?basket=${basketId}$`));
      await expect(panel.getByTestId("basket-status")).toHaveText("Tracking");

      // ...and Place Order's link opens its modal over the dashboard (already followed here).
      await page.goto(`/dashboard/${tradebox.id}`);
      await expect(page).toHaveURL(new RegExp(`/dashboard\\?place=${tradebox.id}$`));
      await expect(page.getByRole("dialog", { name: "Place Order" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("tradebox-card")).toHaveCount(1);
      await wideShot("dashboard");

      await page.goto(`/track?basket=${basketId}`);
      await panel.getByRole("button", { name: "Exit tradebox" }).click();
      await wideShot("exit-dialog", { dialog: true });
      await page.getByTestId("confirm-exit").click();
      await expect(page.getByText("Nothing to track yet")).toBeVisible({ timeout: 30_000 });

      await page.goto("/history");
      const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
      await item.getByRole("button").first().click();
      await expect(item.getByTestId("history-leg").first()).toBeVisible();
      await wideShot("history");
    });
  });
}
