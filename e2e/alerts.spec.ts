import type { CDPSession } from "@playwright/test";
import { ALERTS_PROMPT_COOKIE, PROMPT_HIDDEN } from "../lib/alerts/alerts-prompt-hint";
import { FakePushService } from "../services/alerts/testing/fake-push-service";
import { accountItem, openAccount } from "./support/account-area";
import { E2E_PUSH_ORIGINS } from "./support/environment";
import { controlledBy } from "./support/service-worker";
import { logInAsTrader } from "./support/session";
import { shot } from "./support/shots";
import { expect as baseExpect, test } from "./support/test";
import { analystAdjusts, call, clientId, placeOneLot } from "./support/trader-services";
import { openTradebox } from "./support/journey-tradeboxes";

// Alerts that reach the trader: the browser's push service is a local one (headless Chromium has
// none), which decrypts what the services send exactly as a phone would.

const expect = baseExpect.configure({ timeout: 15_000 });

// The app's own service worker (on in every journey) takes the push and shows the alert.

/**
 * The browser's side of a subscription, stood in for: PushManager answers with the device's keys
 * and endpoint at the local push service, and the permission prompt says yes when asked.
 */
function fakeBrowserPush(device: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const KEY = "e2e.push";
  const toBase64url = (buffer: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const toBuffer = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0))
      .buffer;
  let permission = sessionStorage.getItem(`${KEY}.permission`) ?? "default";
  Object.defineProperty(Notification, "permission", { get: () => permission });
  Notification.requestPermission = async () => {
    permission = "granted";
    sessionStorage.setItem(`${KEY}.permission`, permission);
    return "granted";
  };
  const subscription = (serverKey: string) => ({
    endpoint: device.endpoint,
    expirationTime: null,
    options: { applicationServerKey: toBuffer(serverKey), userVisibleOnly: true },
    toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
    unsubscribe: async () => {
      sessionStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const serverKey = sessionStorage.getItem(KEY);
    return (serverKey ? subscription(serverKey) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options) {
    const serverKey = toBase64url(options?.applicationServerKey as ArrayBuffer);
    sessionStorage.setItem(KEY, serverKey);
    return subscription(serverKey) as unknown as PushSubscription;
  };
}

/** Hands a push to the app's service worker as Chromium's push service would. */
async function deliverToServiceWorker(cdp: CDPSession, origin: string, data: string) {
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registration,
    data,
  });
}

test("an analyst's adjustment reaches the trader's device as an alert that opens the basket", async ({
  page,
  context,
  isMobile,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const push = new FakePushService();
  const origin = new URL(E2E_PUSH_ORIGINS[isMobile ? "mobile" : "desktop"]);
  await push.start(Number(origin.port), origin.hostname);
  try {
    const phone = push.device(`trader-${testInfo.project.name}`);
    await context.addInitScript(fakeBrowserPush, phone.subscription);
    await context.grantPermissions(["notifications"]);
    const token = await logInAsTrader(context, { clientId: clientId(isMobile ? "ALM" : "ALD") });
    // A tradebox of each project's own: one project's adjustment would alert the other's device.
    const tradebox = openTradebox(isMobile ? 4 : 5);
    const basketId = await placeOneLot(token, tradebox.id);

    // Following a tradebox is when alerts make sense: Track asks, once, in the server's HTML
    // (its largest paint on a phone: drawn only after hydration, it came seconds late).
    const trackHtml = async () => (await page.request.get("/track")).text();
    expect(await trackHtml()).toContain('data-testid="alerts-prompt"');
    await page.goto("/track");
    // The app's worker installed and running, as on any visit after the first (installing it
    // fetches the app shell: on a busy runner longer than the 10 s Turn on alerts waits).
    await controlledBy(page);
    const prompt = page.getByTestId("alerts-prompt");
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Mid-screen: at the bottom edge the phone's bottom nav would cover its buttons.
    await prompt.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shot(page, testInfo, "alerts-prompt", { fullPage: false });
    await prompt.getByRole("button", { name: "Turn on alerts" }).click();
    await expect(prompt).toBeHidden();
    // The browser has answered: the server's next page leaves the prompt out.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === ALERTS_PROMPT_COOKIE))
      .toMatchObject({ value: PROMPT_HIDDEN });
    expect(await trackHtml()).not.toContain('data-testid="alerts-prompt"');
    await expect
      .poll(async () => {
        const path = `/user-strategy/user/alerts?endpoint=${encodeURIComponent(phone.endpoint)}`;
        return (await call<{ data: { subscribed: boolean } }>(path, { token })).data.subscribed;
      })
      .toBe(true);

    // The analyst adjusts: the services push 'Adjustment Available' to the device.
    await analystAdjusts(tradebox.id);
    await expect.poll(() => push.pushesTo(phone.endpoint).length, { timeout: 20_000 }).toBe(1);
    const alert = phone.open(push.pushesTo(phone.endpoint)[0]!) as { title: string; url: string };
    expect(alert).toMatchObject({ title: "Adjustment Available", url: `/track/${basketId}` });

    // The service worker shows it, and its link opens the basket.
    const cdp = await context.newCDPSession(page);
    await deliverToServiceWorker(cdp, baseURL!, JSON.stringify(alert));
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.ready)
            .getNotifications()
            .then((shown) => shown.map((n) => [n.title, (n.data as { url: string }).url])),
        ),
      )
      .toEqual([["Adjustment Available", alert.url]]);
    await page.goto(alert.url);
    const basket = isMobile ? page.locator("main") : page.getByTestId("track-panel");
    await expect(basket.getByTestId("basket-status")).toHaveText("Adjustment Available");
    await expect(basket.getByTestId("adjustment-banner")).toBeVisible();

    // Account → Alerts: this device is on; a kind turned off is saved for every device.
    const account = await openAccount(page, isMobile);
    await accountItem(account, "Alerts", isMobile).click();
    const settings = page.getByTestId("alert-settings");
    await expect(settings.getByTestId("device-alerts")).toHaveAttribute("data-state", "checked");
    await settings.getByTestId("alert-kind-exited").click();
    await expect(settings.getByTestId("alert-kind-exited")).toHaveAttribute(
      "data-state",
      "unchecked",
    );
    await expect
      .poll(async () => {
        const state = await call<{ data: { settings: { exited: boolean } } }>(
          "/user-strategy/user/alerts",
          { token },
        );
        return state.data.settings.exited;
      })
      .toBe(false);
    await shot(page, testInfo, "alerts-settings", { fullPage: false });
  } finally {
    await push.stop();
  }
});
