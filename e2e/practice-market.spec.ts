import { expect as baseExpect, test } from "./support/test";
import { logInAsTrader } from "./support/session";
import { shot } from "./support/shots";
import { call, clientId, exitIntoHistory, placeOneLot } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";
import type { BasketDetailsWire } from "../lib/basket/user-basket-wire";
import { brokerByCode } from "../lib/brokers";
import { CHARGE_LINE_LABELS } from "../lib/charges/charge-labels";
import { CHARGE_LINES, contractNoteCharges } from "../lib/charges/contract-note";
import { executedOrdersOf } from "../lib/charges/executed-orders";
import { formatRupees } from "../lib/money/format-rupees";
import { wholeRupees } from "../lib/money/paise";
import { parseRupees } from "../lib/money/parse-rupees";
import { TEST_BROKER_CODE } from "../lib/product";

// The journeys' services run while NSE is shut (support/environment.ts sets their clock), so the
// paper broker trades on its practice market: a placed basket's P&L must move on its own.

const expect = baseExpect.configure({ timeout: 15_000 });
const PER_ORDER = brokerByCode(TEST_BROKER_CODE)!.optionsBrokerage.perExecutedOrder;
const RUPEES = /^−?₹[\d,]+\.\d\d$/;
/** "₹1,234.50" or "−₹12.00" as a number of rupees. */
/** The paper broker's available funds for the trader, in paise (GET /user/margin). */
const availableFunds = async (token: string) =>
  parseRupees(
    (await call<{ data: { available_margin: number } }>("/user-strategy/user/margin", { token }))
      .data.available_margin,
  );
const rupeesOf = (text: string | null) =>
  Number((text ?? "").replace(/[₹,]/g, "").replace("−", "-").replace("+", ""));

test("outside NSE hours a basket's P&L moves on the practice market, marked practice to History", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await logInAsTrader(context, { clientId: clientId(isMobile ? "PRM" : "PRD") });
  const tradebox = openTradebox(2);

  // Place Order says which market the order goes to.
  await page.goto(isMobile ? `/dashboard/${tradebox.id}` : `/dashboard?place=${tradebox.id}`);
  await expect(page.getByTestId("market-session")).toContainText("Practice market");
  // …and what entering and exiting at today's prices would be charged, line by line.
  await expect(page.getByTestId("charges-to-enter")).toHaveText(RUPEES);
  await expect(page.getByTestId("charges-to-exit")).toHaveText(RUPEES);
  await page.getByTestId("charges-to-enter").click();
  const enter = page.getByTestId("charges-to-enter-breakdown");
  // An order a leg, each at the paper broker's ₹20.
  const legs = await page.getByTestId("order-leg").count();
  await expect(enter).toContainText(`Brokerage${formatRupees(wholeRupees(PER_ORDER * legs))}`);
  await expect(enter).toContainText("Stamp duty");
  await shot(page, testInfo, "practice-place-order", { fullPage: false });
  await page.keyboard.press("Escape");

  // Practice costs what trading costs: the round trip's charges come out of the funds.
  const fundsBefore = await availableFunds(token);
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
  // Net of the charges so far: never the gross once an order filled, and moving with it.
  const net = basket.getByTestId("net-pnl");
  await expect(basket.getByTestId("charges")).toHaveText(RUPEES);
  expect(rupeesOf(await net.textContent())).toBeCloseTo(
    rupeesOf(await pnl.textContent()) - rupeesOf(await basket.getByTestId("charges").textContent()),
    2,
  );
  const firstNet = await net.textContent();
  await expect(net).not.toHaveText(firstNet!, { timeout: 60_000 });
  await shot(page, testInfo, "practice-track");

  // The list marks it, and the totals leave its money out.
  await page.goto("/track");
  const card = page.getByTestId("tradebox-card").filter({ hasText: tradebox.name });
  await expect(card.getByTestId("practice-badge")).toBeVisible();
  await expect(page.getByTestId("practice-left-out")).toHaveText(
    "Totals leave out 1 practice tradebox.",
  );

  await exitIntoHistory(token, basketId);
  await page.goto("/history");
  const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
  await expect(item.getByTestId("practice-badge")).toHaveText("Practice");
  // History's charges are the contract notes' for the basket's own fills, to the paisa.
  const { data } = await call<{ data: BasketDetailsWire }>(
    `/user-strategy/basket/details?basket_id=${basketId}`,
    { token },
  );
  const fills = executedOrdersOf(data.signals);
  expect(fills).toHaveLength(2 * data.signals.length); // each leg in and out
  const expected = contractNoteCharges(fills, PER_ORDER);
  // The paper broker's funds: lower by the round trip's loss and its contract note, to the paisa.
  const gross = parseRupees(data.basket_info.realised_pnl);
  expect(await availableFunds(token)).toBe(fundsBefore + gross - expected.total);
  await item.getByRole("button").first().click();
  await expect(item.getByTestId("history-charges")).toHaveText(formatRupees(expected.total));
  await item.getByTestId("history-charges").click();
  const breakdown = page.getByTestId("history-charges-breakdown");
  for (const line of CHARGE_LINES) {
    await expect(breakdown).toContainText(
      `${CHARGE_LINE_LABELS[line]}${formatRupees(expected[line])}`,
    );
  }
  await shot(page, testInfo, "practice-history");
});
