import { expect, test, type Page } from "./support/test";
import { logOutThroughAccount } from "./support/account-area";
import { chooseTestBroker, loginClientId, SETTLED, signInAtTestBroker } from "./support/login-flow";
import { controlledBy } from "./support/service-worker";
import { shot } from "./support/shots";
import { call, type SearchHit } from "./support/trader-services";

// A visitor's pages, kept by the service worker and the browser's HTTP cache, are never what a
// logged-in trader is shown while online (issue #31, docs/pwa.md): the landing sends the trader
// to the dashboard, a profile offers Place; after logout the visitor's pages come back. Offline,
// the last visitor copy of a public page, and the offline page for a trader's page.

/** An open tradebox of the sample catalogue, as a visitor's search finds it. */
async function visitorTradebox(which: number): Promise<SearchHit> {
  const body = await call<{ data: { result: SearchHit[] } }>("/search/search", {
    method: "POST",
    body: JSON.stringify({ page: 1, search: "", filters: {}, sort: [] }),
  });
  const hit = body.data.result.filter((t) => t.status === "OPEN")[which];
  if (!hit) throw new Error("no open tradebox in the sample catalogue");
  return hit;
}

/** Where the installed app opens: the manifest's own start_url. */
async function installedStartUrl(page: Page): Promise<string> {
  const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
    start_url: string;
  };
  return manifest.start_url;
}

/** The app as installed: Chromium reports `display-mode: standalone` to the page. */
async function displayStandalone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setEmulatedMedia", {
    features: [{ name: "display-mode", value: "standalone" }],
  });
}

const visitorLanding = (page: Page) => page.getByRole("link", { name: "Login to Place" });

test("a visitor who logs in is served the trader's pages, and the visitor's again after logout", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const tradebox = await visitorTradebox(isMobile ? 2 : 3);
  const profile = `/explore/${tradebox.slug}`;
  const startUrl = await installedStartUrl(page);
  await displayStandalone(page);

  // A visitor reads the landing, the installed app's start and a profile under the worker.
  await page.goto("/");
  await controlledBy(page);
  await page.reload();
  await page.goto(startUrl);
  await expect(page).toHaveURL(new RegExp(`${startUrl.replace("?", "\\?")}$`));
  await page.goto(profile);
  await expect(visitorLanding(page)).toBeVisible();

  // The paper broker's login, as a trader does it: a first login lands on onboarding.
  await page.goto("/login");
  await chooseTestBroker(page);
  await signInAtTestBroker(page, loginClientId(testInfo, "SW"));
  await expect(page).toHaveURL(/\/onboarding$/, SETTLED);

  // The landing and the installed app's start send the trader to the dashboard...
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("available-margin")).toBeVisible();
  await page.goto(startUrl);
  await expect(page).toHaveURL(/\/dashboard$/);

  // ...and the profile offers Place: Place Order on a phone, its modal on a wide screen.
  await page.goto(profile);
  await expect(page.getByRole("link", { name: "Place Tradebox" })).toBeVisible();
  await expect(visitorLanding(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Place Tradebox" }).click();
  if (isMobile) {
    await expect(page).toHaveURL(new RegExp(`/dashboard/${tradebox.id}$`));
    await expect(page.getByRole("heading", { name: tradebox.name })).toBeVisible();
  } else {
    await expect(page.getByRole("dialog", { name: "Place Order" })).toBeVisible();
  }
  await shot(page, testInfo, "worker-trader-place", { fullPage: false });

  // Logout: the visitor's pages again.
  await logOutThroughAccount(page, isMobile);
  await page.goto(startUrl);
  await expect(page).toHaveURL(new RegExp(`${startUrl.replace("?", "\\?")}$`));
  await page.goto(profile);
  await expect(visitorLanding(page)).toBeVisible();

  // Offline: the last visitor copy of a public page; a trader's page is the offline page.
  await context.setOffline(true);
  await page.goto(profile);
  await expect(visitorLanding(page)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});
