import { expect as baseExpect, test, type Locator, type Page } from "./support/test";
import { SERVED_BY_HEADER } from "../services/testing/cluster/haproxy-config";
import {
  clusterReport,
  killInstance,
  restartKilled,
  socketHolder,
  survivorOf,
} from "./support/cluster-control";
import { basketAtBroker } from "./support/cluster-orders";
import { E2E_SERVICES_URL } from "./support/environment";
import { logInAsTrader } from "./support/session";
import { SocketLog } from "./support/socket-log";
import { analystAdjusts, clientId, type SearchHit } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";

// The kill drill through the balancer (scripts/cluster.ts, docs/deploy.md): a trader places,
// tracks and exits a tradebox; as the place call (one round) or the exit call (the other) goes
// out, the web instance that served their page and the services instance holding their socket
// are killed (SIGKILL). The call reaches the victim or the survivor, as it happens. The journey
// carries on over the survivors: one basket, one order per leg per action at the paper broker,
// the socket back on the surviving instance and its live news reaching the page.

// Every round starts on the whole cluster: a restart waits for the balancer to take it back.
test.afterEach(restartKilled);

// Kills, restarts and the reconciler's takeover (a dead instance's lease lapses) on two cores.
const expect = baseExpect.configure({ timeout: 30_000 });

const served = (headers: Record<string, string>) => headers[SERVED_BY_HEADER.toLowerCase()];

/** The page's web instance and its socket's services instance, killed as the call to `path` goes out. */
async function killWithCall(page: Page, path: string, webVictim: string) {
  const holder = await socketHolder();
  // With no socket open yet (Place Order may have none), the first instance.
  const servicesVictim = holder ?? "services-1";
  const plan = {
    webVictim,
    servicesVictim,
    socketOnVictim: holder !== undefined,
    survivor: await survivorOf(servicesVictim),
    killedAt: 0,
    kills: undefined as Promise<unknown> | undefined,
  };
  await page.route(`${E2E_SERVICES_URL}${path}`, async (route) => {
    if (!plan.kills) {
      plan.killedAt = Date.now();
      plan.kills = Promise.all([killInstance(servicesVictim), killInstance(webVictim)]);
    }
    await route.continue();
  });
  return plan;
}

/** Place Order for one lot (the phone's page, the wide screens' modal), up to its confirmation. */
async function openPlaceOrder(page: Page, tradebox: SearchHit, isMobile: boolean) {
  const path = isMobile ? `/dashboard/${tradebox.id}` : `/explore/${tradebox.slug}`;
  const document = await page.goto(path);
  if (!isMobile) await page.getByRole("link", { name: "Place Tradebox" }).click();
  const scope = isMobile ? page : page.getByRole("dialog", { name: "Place Order" });
  await expect(scope.getByTestId("leg-ltp").first()).not.toHaveText("—");
  await scope.getByRole("textbox", { name: "Lots" }).fill("1");
  await scope.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByTestId("confirm-place")).toBeVisible();
  return served(document?.headers() ?? {})!;
}

/** Confirms the placement; resolves on Track with the basket Tracking: its id and its view. */
async function confirmAndTrack(page: Page, isMobile: boolean) {
  const placed = page.waitForResponse(`${E2E_SERVICES_URL}/bridge/basket/place`);
  await page.getByTestId("confirm-place").dblclick();
  const answer = await placed;
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(isMobile ? /\/track\/[^/?]+$/ : /\/track\?basket=/);
  const basketId = isMobile
    ? page.url().split("/").at(-1)!
    : new URL(page.url()).searchParams.get("basket")!;
  const view = isMobile ? page.locator("main") : page.getByTestId("track-panel");
  await expect(view.getByTestId("basket-status")).toHaveText("Tracking");
  return { basketId, view, answeredBy: served(answer.headers()) };
}

async function exitAndSeeClosed(page: Page, view: Locator, isMobile: boolean) {
  await view.getByRole("button", { name: "Exit tradebox" }).click();
  await page.getByTestId("confirm-exit").click();
  if (isMobile) await expect(view.getByTestId("basket-status")).toHaveText("Closed");
  else await expect(page.getByText("Nothing to track yet")).toBeVisible();
}

for (const killAt of ["place", "exit"] as const) {
  test(`place, track and exit; a web and a services instance killed at ${killAt}`, async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    test.setTimeout(240_000);
    const sockets = new SocketLog(page);
    const trader = clientId(`CL${killAt[0]}${isMobile ? "M" : "D"}`);
    await logInAsTrader(context, { clientId: trader });
    // Each round its own: the round killed at place adjusts its tradebox.
    const tradebox = openTradebox((isMobile ? 0 : 2) + (killAt === "place" ? 0 : 1));

    const pageServer = await openPlaceOrder(page, tradebox, isMobile);
    const atPlace =
      killAt === "place" ? await killWithCall(page, "/bridge/basket/place", pageServer) : null;
    const { basketId, view, answeredBy } = await confirmAndTrack(page, isMobile);
    const plan = atPlace ?? (await killWithCall(page, "/bridge/basket/exit", pageServer));
    const placeConvergedMs = atPlace ? Date.now() - atPlace.killedAt : null;

    if (atPlace) {
      // News after the kill reaches the page on a socket opened since, on the survivor.
      await expect.poll(socketHolder).toBe(plan.survivor);
      await analystAdjusts(tradebox.id);
      if (isMobile)
        await expect(view.getByTestId("basket-status")).toHaveText("Adjustment Available");
      else await expect(view.getByTestId("adjustment-banner")).toBeVisible();
      expect(sockets.heardBasketAfter(plan.killedAt, basketId)).toBe(true);
    }
    await exitAndSeeClosed(page, view, isMobile);
    const exitConvergedMs = atPlace ? null : Date.now() - plan.killedAt;
    await plan.kills;
    await expect.poll(socketHolder).toBe(plan.survivor);

    // The database: the trader's one basket exited, each leg one order in and one out.
    const { databaseUrl } = await clusterReport();
    await expect
      .poll(async () => (await basketAtBroker(databaseUrl, basketId)).status)
      .toBe("EXITED");
    const book = await basketAtBroker(databaseUrl, basketId);
    expect(book.basketsOfTrader).toBe(1);
    expect(book.waiting).toEqual([]);
    expect(book.violations).toEqual([]);
    expect(book.brokerOrdersPerLeg.length).toBeGreaterThan(0);
    for (const sides of book.brokerOrdersPerLeg) expect(sides.sort()).toEqual(["BUY", "SELL"]);

    const figures = {
      round: `${testInfo.project.name}, killed at ${killAt}`,
      killed: [plan.webVictim, plan.servicesVictim],
      socketOnVictim: plan.socketOnVictim,
      placeAnsweredBy: answeredBy,
      legs: book.brokerOrdersPerLeg.length,
      ordersPerLeg: book.brokerOrdersPerLeg.map((sides) => sides.length),
      // Kill to the page showing the basket settled: Tracking, or exited.
      convergedMs: placeConvergedMs ?? exitConvergedMs,
      // Kill to the page's new socket (the balancer's count shows it open on the survivor).
      reconnectedAfterMs: (sockets.reconnectedAt(plan.killedAt) ?? Number.NaN) - plan.killedAt,
    };
    console.info(`cluster drill: ${JSON.stringify(figures)}`);
    await testInfo.attach("drill-figures", {
      body: JSON.stringify(figures),
      contentType: "application/json",
    });
  });
}
