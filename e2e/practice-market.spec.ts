import { expect as baseExpect, test } from "./support/test";
import { logInAsTrader } from "./support/session";
import { shot } from "./support/shots";
import { call, clientId, openTradebox, placeOneLot } from "./support/trader-services";

// The journeys' services run while NSE is shut (support/environment.ts sets their clock), so the
// paper broker trades on its practice market: a placed basket's P&L must move on its own.

const expect = baseExpect.configure({ timeout: 15_000 });

test("outside NSE hours a basket's P&L moves on the practice market, marked practice to History", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await logInAsTrader(context, { clientId: clientId(isMobile ? "PRM" : "PRD") });
  const tradebox = await openTradebox(token, 2);

  // Place Order says which market the order goes to.
  await page.goto(isMobile ? `/dashboard/${tradebox.id}` : `/dashboard?place=${tradebox.id}`);
  await expect(page.getByTestId("market-session")).toContainText("Practice market");
  await shot(page, testInfo, "practice-place-order", { fullPage: false });

  const basketId = await placeOneLot(token, tradebox.id);

  await page.goto(isMobile ? `/track/${basketId}` : `/track?basket=${basketId}`);
  const basket = isMobile ? page.locator("main") : page.getByTestId("track-panel");
  await expect(basket.getByTestId("basket-status")).toHaveText("Tracking", { timeout: 30_000 });
  await expect(basket.getByTestId("market-session")).toContainText("Practice market");
  await expect(basket.getByTestId("practice-badge")).toHaveText("Practice");
  const pnl = basket.getByTestId("total-pnl");
  await expect(pnl).toHaveText(/₹/);
  const placedPnl = await pnl.textContent();
  // The practice market steps every 10 s and Track reads prices every few: within a minute.
  await expect(pnl).not.toHaveText(placedPnl!, { timeout: 60_000 });
  await shot(page, testInfo, "practice-track");

  // The list marks it, and the totals leave its money out.
  await page.goto("/track");
  const card = page.getByTestId("tradebox-card").filter({ hasText: tradebox.name });
  await expect(card.getByTestId("practice-badge")).toBeVisible();
  await expect(page.getByTestId("practice-left-out")).toHaveText(
    "Totals leave out 1 practice tradebox.",
  );

  await call("/bridge/basket/exit", {
    method: "POST",
    token,
    body: JSON.stringify({ basket_id: basketId }),
  });
  await expect
    .poll(
      async () =>
        (
          await call<{ data: { id: string }[] }>("/user-strategy/strategy/history", { token })
        ).data.map((item) => item.id),
      { timeout: 30_000 },
    )
    .toContain(basketId);
  await page.goto("/history");
  const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
  await expect(item.getByTestId("practice-badge")).toHaveText("Practice");
  await shot(page, testInfo, "practice-history");
});
