import { readFileSync } from "node:fs";
import { expect as baseExpect, test } from "./support/test";
import { accountItem, openAccount } from "./support/account-area";
import { logInAsTrader } from "./support/session";
import { shot } from "./support/shots";
import { call, clientId, exitIntoHistory, placeOneLot } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";
import type { BasketDetailsWire } from "../lib/basket/user-basket-wire";
import { indiaClock } from "../lib/market/india-time";
import { formatRupees } from "../lib/money/format-rupees";
import { paise } from "../lib/money/paise";
import { paiseToDecimalString, parseRupees } from "../lib/money/parse-rupees";
import { financialYearOf } from "../lib/statement/financial-year";
import { STATEMENT_CSV_HEADER } from "../lib/statement/statement-csv";
import type { StatementWire } from "../lib/statement/statement-wire";
import { csvRecords, parseCsv } from "../lib/statement/test-csv";
import { formatPnl } from "../lib/track/format";

// The tax statement (issue #54, item 4): a basket placed and exited on the paper broker is on the
// current financial year's statement with the figures its details and History show, in its CSV,
// and in its print. The journeys trade while NSE is shut, so the basket is a practice one: listed,
// left out of the year's totals.

const expect = baseExpect.configure({ timeout: 15_000 });

test("a closed basket is on the year's statement, its CSV download and its print", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await logInAsTrader(context, { clientId: clientId(isMobile ? "STM" : "STD") });
  const tradebox = openTradebox(1);

  // One lot in, and out once every leg is in.
  const basketId = await placeOneLot(token, tradebox.id);
  const details = async () =>
    (
      await call<{ data: BasketDetailsWire }>(
        `/user-strategy/basket/details?basket_id=${basketId}`,
        { token },
      )
    ).data;
  await expect
    .poll(async () => (await details()).basket_info.status, { timeout: 30_000 })
    .toBe("TRACKING");
  await exitIntoHistory(token, basketId);
  const { basket_info: info, signals } = await details();
  const gross = parseRupees(info.realised_pnl);
  const charges = parseRupees(info.charges!.total);
  const fees = parseRupees(info.fees);
  const net = paise(gross - charges - fees);

  // History shows the net, and the gross and charges it is net of; its header leads on.
  await page.goto("/history");
  const item = page.getByTestId("history-item").filter({ hasText: tradebox.name });
  await expect(item.getByTestId("history-net-pnl")).toHaveText(formatPnl(net));
  await expect(item.getByTestId("history-gross-line")).toHaveText(
    `${formatRupees(gross)} gross · ${formatRupees(paise(charges + fees))} charges`,
  );
  await shot(page, testInfo, "statement-from-history", { fullPage: false });
  await page.getByTestId("history-statement-link").click();
  await expect(page).toHaveURL(/\/account\/statement$/);

  // This financial year's, by India's date, with the basket as its details have it.
  const fy = financialYearOf(indiaClock(new Date()).date).label;
  await expect(page.getByTestId("statement-year")).toHaveValue(fy);
  const basket = page.getByTestId("statement-basket").filter({ hasText: tradebox.name });
  await expect(basket).toHaveCount(1);
  await expect(basket.getByTestId("statement-basket-gross")).toHaveText(formatPnl(gross));
  await expect(basket.getByTestId("statement-basket-charges")).toHaveText(formatRupees(charges));
  await expect(basket.getByTestId("statement-basket-net")).toHaveText(formatPnl(net));
  await expect(basket.getByTestId("statement-leg")).toHaveCount(signals.length);
  for (const signal of signals) {
    await expect(
      basket.getByTestId("statement-leg").filter({ hasText: signal.pretty_name }),
    ).toHaveCount(1);
  }

  // The year's totals are the services', and leave a practice basket out.
  const { data: statement } = await call<{ data: StatementWire }>(
    `/user-strategy/statement?fy=${fy}`,
    { token },
  );
  const totals = page.getByTestId("statement-totals");
  await expect(totals.getByTestId("statement-total-realised")).toHaveText(
    formatPnl(parseRupees(statement.totals.realised_pnl)),
  );
  await expect(totals.getByTestId("statement-total-turnover")).toHaveText(
    formatRupees(parseRupees(statement.totals.turnover)),
  );
  await expect(totals.getByTestId("statement-total-net")).toHaveText(
    formatPnl(parseRupees(statement.totals.net_pnl)),
  );
  await expect(totals).toContainText("ICAI Guidance Note on Tax Audit, 2022");
  if (info.is_practice) {
    await expect(basket.getByTestId("practice-badge")).toHaveText("Practice");
    expect(statement.totals.baskets).toBe(0);
    await expect(totals.getByTestId("statement-total-net")).toHaveText("₹0.00");
    await expect(totals.getByTestId("statement-practice-note")).toBeVisible();
  } else {
    await expect(totals.getByTestId("statement-total-net")).toHaveText(formatPnl(net));
  }
  // The legs' table scrolls inside its card: the page itself never wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "statement");

  // The CSV: a header row, a row per leg with the basket's figures on the first, a Total row.
  const downloaded = page.waitForEvent("download");
  await page.getByTestId("statement-download").click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`strikeline-statement-${fy}.csv`);
  const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  expect(parseCsv(text)[0]).toEqual([...STATEMENT_CSV_HEADER]);
  const rows = csvRecords(text);
  const legRows = rows.filter((row) => row["Basket ID"] === basketId);
  expect(legRows.map((row) => row.Leg).sort()).toEqual(
    signals.map((signal) => signal.pretty_name).sort(),
  );
  expect(legRows[0]).toMatchObject({
    Tradebox: tradebox.name,
    Practice: info.is_practice ? "Yes" : "No",
    "Basket gross P&L": paiseToDecimalString(gross),
    "Charges total": paiseToDecimalString(charges),
    "Net P&L": paiseToDecimalString(net),
  });
  expect(legRows.slice(1).every((row) => row["Net P&L"] === "")).toBe(true);
  expect(rows.at(-1)).toMatchObject({
    Tradebox: "Total",
    "Net P&L": paiseToDecimalString(parseRupees(statement.totals.net_pnl)),
  });

  // Print: the button asks the browser; printed, the statement alone shows, dark on white.
  await page.evaluate(() => {
    const printed = window as unknown as { prints: number };
    printed.prints = 0;
    window.print = () => {
      printed.prints += 1;
    };
  });
  await page.getByTestId("statement-print").click();
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("statement-download")).toBeHidden();
  await expect(page.getByTestId("statement-year")).toBeHidden();
  await expect(page.locator("header:visible, nav:visible, footer:visible")).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  await expect(basket.getByTestId("statement-basket-net")).toBeVisible();
  await shot(page, testInfo, "statement-print");
  if (!isMobile) {
    // As wide as an A4 page inside its margins (186 mm): the legs still a table, whole.
    await page.setViewportSize({ width: 703, height: 1000 });
    const table = basket.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Realised P&L" })).toBeVisible();
    const box = await table.boundingBox();
    const card = await basket.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await shot(page, testInfo, "statement-print-a4");
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.emulateMedia({ media: null });

  // An earlier year: nothing closed in it.
  const earlier = financialYearOf(`${Number(fy.slice(0, 4)) - 1}-06-01`).label;
  await page.getByTestId("statement-year").selectOption(earlier);
  await expect(page).toHaveURL(new RegExp(`/account/statement\\?fy=${earlier}$`));
  await expect(page.getByTestId("statement-empty")).toContainText(
    `No closed tradeboxes in FY ${earlier}`,
  );
  await expect(page.getByTestId("statement-basket")).toHaveCount(0);
  await shot(page, testInfo, "statement-empty");
});

test("Account leads to the statement at both sizes", async ({ page, context, isMobile }) => {
  await logInAsTrader(context, { clientId: clientId(isMobile ? "STAM" : "STAD") });
  const account = await openAccount(page, isMobile);
  await accountItem(account, "Tax statement", isMobile).click();
  await expect(page).toHaveURL(/\/account\/statement$/);
  await expect(page).toHaveTitle(/^Tax Statement/);
  await expect(page.getByTestId("statement-empty")).toBeVisible();
});
