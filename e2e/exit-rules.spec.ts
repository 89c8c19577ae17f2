import type { BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { basketDetailsWireSchema } from "../lib/basket/user-basket-wire";
import { FakePushService } from "../services/alerts/testing/fake-push-service";
import { E2E_PUSH_ORIGINS } from "./support/environment";
import {
  holdingTheDrill,
  moveMarket,
  publishBearPutSpread,
  publishIronCondor,
} from "./support/exit-rule-market";
import { sandboxBroker, logInThroughSandbox } from "./support/sandbox-brokers";
import { logInAsTrader, sessionCookie } from "./support/session";
import { shot } from "./support/shots";
import { expect as baseExpect, test } from "./support/test";
import { call, clientId, placeOneLot } from "./support/trader-services";
import { indiaClock } from "../lib/market/india-time";

// Exits that protect a trader while nobody watches (issue #53, docs/exit-rules.md): the trader
// sets a rule, closes the page, the analyst's drill moves the market (Finance Nifty, which no
// other journey trades; one of these journeys at a time, each putting it back after), and the
// services exit the basket by themselves.

const expect = baseExpect.configure({ timeout: 20_000 });
/** The drill's fall: an iron condor's sold put deep in the money, a bear put spread's gain. */
const FALL = -2500;

/** The basket as the services keep it (the trader's own call). */
async function details(token: string, basketId: string) {
  const answer = await call<{ data: unknown }>(
    `/user-strategy/basket/details?basket_id=${basketId}`,
    { token },
  );
  return basketDetailsWireSchema.parse(answer.data);
}

/** A device subscribed to the trader's alerts, on a push service of the journey's own. */
async function alertDevice(token: string, origin: string, name: string) {
  const push = new FakePushService();
  const url = new URL(origin);
  await push.start(Number(url.port), url.hostname);
  const device = push.device(name);
  await call("/user-strategy/user/alerts/subscriptions", {
    method: "POST",
    token,
    body: JSON.stringify(device.subscription),
  });
  const alerts = () =>
    push.pushesTo(device.endpoint).map((m) => device.open(m) as { title: string; body: string });
  return { alerts, stop: () => push.stop() };
}

/** Place Order for one lot (the phone's page, the wide screens' dialog), from the profile. */
async function openPlaceOrder(page: Page, slug: string, isMobile: boolean): Promise<Locator> {
  await page.goto(`/explore/${slug}`);
  await page.getByRole("link", { name: "Place Tradebox" }).first().click();
  const place = isMobile ? page.locator("main") : page.getByRole("dialog", { name: "Place Order" });
  await expect(place.getByTestId("leg-ltp").first()).not.toHaveText("—");
  await place.getByRole("textbox", { name: "Lots" }).fill("1");
  // The order's figures in: the form below them is the one the trader fills.
  await expect(place.getByTestId("required-margin")).toHaveText(/^₹[\d,]+\.\d\d$/);
  return place;
}

/** Confirms the place; Track with the basket Tracking: its id and its view. */
async function confirmAndTrack(page: Page, isMobile: boolean) {
  await page.getByTestId("confirm-place").click();
  await expect(page).toHaveURL(isMobile ? /\/track\/[^/?]+$/ : /\/track\?basket=/);
  const basketId = isMobile
    ? page.url().split("/").at(-1)!
    : new URL(page.url()).searchParams.get("basket")!;
  const view = isMobile ? page.locator("main") : page.getByTestId("track-panel");
  await expect(view.getByTestId("basket-status")).toHaveText("Tracking", { timeout: 30_000 });
  return { basketId, view };
}

test("paper broker: a stop-loss set at Place Order exits the basket with the page closed; the alert and History say why", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  // The other rounds' drills waited for first (the lock takes no turns: up to three of them).
  test.setTimeout(480_000);
  await holdingTheDrill(() => stopLossJourney(page, context, isMobile, testInfo));
});

async function stopLossJourney(
  page: Page,
  context: BrowserContext,
  isMobile: boolean,
  testInfo: TestInfo,
) {
  const token = await logInAsTrader(context, { clientId: clientId(isMobile ? "XSM" : "XSD") });
  const origin = E2E_PUSH_ORIGINS[isMobile ? "exitRulesMobile" : "exitRulesDesktop"];
  const device = await alertDevice(token, origin, `rules-${testInfo.project.name}`);
  try {
    const name = `Guarded Condor ${isMobile ? "M" : "D"} ${Date.now() % 100_000}`;
    const tradebox = await publishIronCondor(name);

    // Place Order: the rules section, a stop-loss of ₹2,000.00, confirmed with the order.
    const place = await openPlaceOrder(page, tradebox.slug, isMobile);
    await place.getByRole("button", { name: "Exit rules" }).click();
    await place.getByRole("textbox", { name: "Stop-loss" }).fill("2000");
    // Folded again, the section says what goes with the order.
    await place.getByRole("button", { name: "Exit rules" }).click();
    await expect(place.getByTestId("place-exit-rules")).toContainText("Stop-loss ₹2,000.00");
    // A full-page shot resizes the page: the Place Order dialog opens again, and the rules typed
    // go on with it (once lost: components/exit-rules/rules-drafts.ts).
    await shot(page, testInfo, "exit-rules-place");
    await place.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByTestId("confirm-exit-rules")).toContainText("Stop-loss ₹2,000.00");
    const { basketId, view } = await confirmAndTrack(page, isMobile);

    // Track shows the rule and how far the basket stands from it.
    const panel = view.getByTestId("exit-rules-panel");
    await expect(panel.getByTestId("exit-rule").first()).toContainText("P&L -₹2,000.00");
    await expect(panel.getByTestId("exit-rule").first()).toContainText(/₹[\d,]+\.\d\d away/);
    await shot(page, testInfo, "exit-rules-track");

    // Nobody watches: the page is closed, and the market falls.
    await page.close();
    await moveMarket(FALL);
    await expect
      .poll(async () => (await details(token, basketId)).basket_info.status, { timeout: 30_000 })
      .toBe("EXITED");
    const reason = (await details(token, basketId)).basket_info.exit_reason!;
    expect(reason).toMatch(
      /^Exited by stop-loss: P&L -₹[\d,]+\.\d\d crossed -₹2,000\.00 at \d\d:\d\d:\d\d$/,
    );

    // The alert, and History on the next visit, say so.
    await expect
      .poll(() => device.alerts())
      .toContainEqual(
        expect.objectContaining({ title: "Tradebox exited", body: `${name}: ${reason}.` }),
      );
    const history = await context.newPage();
    await history.goto("/history");
    const item = history.getByTestId("history-item").filter({ hasText: name });
    await expect(item.getByTestId("history-exit-reason")).toContainText(reason);
    await shot(history, testInfo, "exit-rules-history");
  } finally {
    await device.stop();
  }
}

test("sandbox broker: a target set from Track, an analyst's stop-loss on one leg and a timed exit act by themselves", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(480_000);
  await holdingTheDrill(() => sandboxJourney(page, context, isMobile, testInfo));
});

async function sandboxJourney(
  page: Page,
  context: BrowserContext,
  isMobile: boolean,
  testInfo: TestInfo,
) {
  const broker = sandboxBroker("5paisa");
  const trader = clientId(isMobile ? "XTM" : "XTD");
  await page.goto("/login");
  await logInThroughSandbox(page, broker, trader);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 30_000 });
  const token = (await sessionCookie(context))!.value;
  const tag = `${isMobile ? "M" : "D"} ${Date.now() % 100_000}`;

  // A bear put spread gains as the market falls: its target, set from Track.
  const spread = await publishBearPutSpread(`Target Spread ${tag}`);
  const spreadBasket = await placeOneLot(token, spread.id);
  // An iron condor whose sold put carries the analyst's stop-loss ₹50 above its price.
  const condor = await publishIronCondor(`Leg Stop Condor ${tag}`, { legStopAbove: { 1: 50 } });
  const condorBasket = await placeOneLot(token, condor.id);
  // A timed exit at the next minute (India time on the services' clock).
  const timed = await publishIronCondor(`Timed Condor ${tag}`);
  const timedBasket = await placeOneLot(token, timed.id);
  for (const id of [spreadBasket, condorBasket, timedBasket]) {
    await expect
      .poll(async () => (await details(token, id)).basket_info.status, { timeout: 30_000 })
      .toBe("TRACKING");
  }
  // The services' clock (CLOCK_START may set it apart from this one), read off the basket's
  // entry; the timed exit at the minute that starts 10 to 70 s from now on it.
  const entered = Date.parse((await details(token, timedBasket)).basket_info.entry_time!);
  const offset = entered - Date.now();
  const { msOfDay } = indiaClock(new Date(Date.now() + offset + 70_000));
  const hhmm = new Date(msOfDay).toISOString().slice(11, 16);
  const set = await call<{ data: { timed_exit: { exit_at: string } } }>(
    "/bridge/basket/exit-rules",
    {
      method: "PUT",
      token,
      body: JSON.stringify({
        basket_id: timedBasket,
        rules: { timed_exit: { kind: "TIME_OF_DAY", time: hhmm } },
      }),
    },
  );
  const exitIn = Date.parse(set.data.timed_exit.exit_at) - (Date.now() + offset);
  expect(exitIn).toBeLessThan(75_000);

  // Track: the spread's target, through the rules dialog (a drawer on a phone).
  await page.goto(isMobile ? `/track/${spreadBasket}` : `/track?basket=${spreadBasket}`);
  const view = isMobile ? page.locator("main") : page.getByTestId("track-panel");
  await expect(view.getByTestId("basket-status")).toHaveText("Tracking");
  const pnl = (await details(token, spreadBasket)).basket_info.pnl;
  const target = Math.max(0, Math.ceil(pnl)) + 1500;
  await view.getByRole("button", { name: "Add exit rules" }).click();
  const dialog = page.getByRole("dialog", { name: "Exit rules" });
  await dialog.getByRole("textbox", { name: "Target" }).fill(String(target));
  await shot(page, testInfo, "exit-rules-dialog");
  await dialog.getByRole("button", { name: "Save exit rules" }).click();
  await expect(dialog).toBeHidden();
  const panel = view.getByTestId("exit-rules-panel");
  await expect(panel.getByTestId("exit-rule")).toContainText(
    `P&L ₹${target.toLocaleString("en-IN")}.00`,
  );

  // Nobody watches: the page goes, the market falls.
  await page.goto("about:blank");
  await moveMarket(FALL);
  await expect
    .poll(async () => (await details(token, spreadBasket)).basket_info.status, {
      timeout: 30_000,
    })
    .toBe("EXITED");
  expect((await details(token, spreadBasket)).basket_info.exit_reason).toMatch(
    /^Exited by target: P&L ₹[\d,]+\.\d\d crossed ₹[\d,]+\.00 at /,
  );

  // The condor: only the leg whose analyst's stop-loss the fall crossed is exited.
  await expect
    .poll(async () => {
      const { signals } = await details(token, condorBasket);
      return signals.filter((leg) => leg.net_quantity === 0).length;
    })
    .toBe(1);
  const condorNow = await details(token, condorBasket);
  expect(condorNow.basket_info.status).toBe("TRACKING");
  const stopped = condorNow.signals.find((leg) => leg.exit_reason)!;
  expect(stopped.exit_reason).toMatch(/^Exited by the analyst's stop-loss: FINNIFTY /);
  await page.goto(isMobile ? `/track/${condorBasket}` : `/track?basket=${condorBasket}`);
  await expect(view.getByTestId("leg-exit-reason")).toContainText(
    "Exited by the analyst's stop-loss",
  );
  await shot(page, testInfo, "exit-rules-leg-exited");

  // The timed exit, at its minute.
  await expect
    .poll(async () => (await details(token, timedBasket)).basket_info.status, { timeout: 90_000 })
    .toBe("EXITED");
  expect((await details(token, timedBasket)).basket_info.exit_reason).toMatch(
    new RegExp(`^Exited by timed exit: at ${hhmm} at ${hhmm}:0\\d$`),
  );
  await page.goto("/history");
  const item = page.getByTestId("history-item").filter({ hasText: `Timed Condor ${tag}` });
  await expect(item.getByTestId("history-exit-reason")).toContainText(
    `Exited by timed exit: at ${hhmm}`,
  );
}
