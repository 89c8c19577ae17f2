import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../lib/time/clock";
import { buildApp } from "../app";
import { basketCalls, ironFlyLegs } from "../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { openDatabase, type Database } from "../db/database";
import { users } from "../db/schema";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { TEST_INSTANT } from "../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { FakePushService } from "./testing/fake-push-service";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
const ALERTS = "/user-strategy/user/alerts";

describe("alerts to a trader's devices", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  const push = new FakePushService();
  let database: Database;
  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let calls: ReturnType<typeof basketCalls>;
  let token: string;

  beforeAll(async () => {
    await push.start();
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    const base = testConfig({ analystApiKey: ANALYST_KEY });
    const config = { ...base, webPush: { ...base.webPush, extraOrigins: [push.origin] } };
    deps = await testAppDeps(database, { config, clock: new ManualClock(TEST_INSTANT) });
    const app = buildApp(deps);
    calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
    token = await calls.logIn("ALERT1");
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await deps.alerts.idle();
    await Promise.all([database.close(), push.stop()]);
  });

  const subscribe = (subscription: unknown) =>
    calls.call("POST", `${ALERTS}/subscriptions`, token, subscription);
  const state = async (endpoint: string) =>
    (
      await calls.call<{ subscribed: boolean; public_key: string; settings: object }>(
        "GET",
        `${ALERTS}?endpoint=${encodeURIComponent(endpoint)}`,
        token,
      )
    ).body.data;
  /** A tradebox published now and placed by the trader: its id and the basket's. */
  async function placed(name: string) {
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, TEST_INSTANT));
    const tradebox = await calls.publishTradebox(name, 3727, legs);
    const answer = await calls.place(token, tradebox, `key-${name}`);
    expect(answer.body.data.status).toBe("TRACKING");
    return { tradebox, basket: answer.body.data.basket_id };
  }

  it("stores a device's subscription, and only a push service's", async () => {
    const phone = push.device("phone");
    expect((await subscribe(phone.subscription)).status).toBe(200);
    expect(await state(phone.endpoint)).toMatchObject({
      subscribed: true,
      public_key: deps.config.webPush.vapidKeys.publicKey,
      settings: { adjustment: true, rejected: true, exited: true, exitRules: true },
    });
    const elsewhere = { ...phone.subscription, endpoint: "https://example.com/hook" };
    expect(await subscribe(elsewhere)).toMatchObject({
      status: 400,
      body: { errorMessage: "endpoint: not a browser push service" },
    });
    const badKeys = { ...phone.subscription, keys: { p256dh: "AAAA", auth: "AAAA" } };
    expect((await subscribe(badKeys)).status).toBe(400);
  });

  it("tells every device of an analyst's adjustment, encrypted to it and signed with our key", async () => {
    const tablet = push.device("tablet");
    await subscribe(tablet.subscription);
    const { tradebox, basket } = await placed("Alert Fly");
    deps.alerts.tradeboxChanged(tradebox);
    await deps.alerts.idle();
    const [message] = push.pushesTo(tablet.endpoint);
    expect(message).toBeDefined();
    expect(tablet.open(message!)).toEqual({
      kind: "adjustment",
      title: "Adjustment Available",
      body: "Alert Fly: the analyst changed the basket. Review the adjustment.",
      url: `/track/${basket}`,
      tag: `basket-${basket}`,
    });
    expect(message!.headers.authorization).toMatch(
      new RegExp(
        `^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${deps.config.webPush.vapidKeys.publicKey}$`,
      ),
    );
    expect(message!.headers).toMatchObject({ ttl: "43200", urgency: "high" });
    expect(push.pushesTo(push.device("phone").endpoint)).toHaveLength(1); // the phone heard too
  });

  it("tells of a rejected leg and of a full exit, unless the trader turned that kind off", async () => {
    const watch = push.device("watch");
    await subscribe(watch.subscription);
    deps.paperBroker.faults.configure({
      rejectNext: { count: 1, reason: "RMS: margin shortfall" },
    });
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, TEST_INSTANT));
    const rejected = await calls.publishTradebox("Rejected Fly", 3727, legs);
    expect((await calls.place(token, rejected, "key-rejected")).body.data.status).toBe("ERROR");
    const { basket } = await placed("Exit Fly");
    expect((await calls.exit(token, basket)).body.data.status).toBe("EXITED");
    await deps.alerts.idle();
    const kinds = push
      .pushesTo(watch.endpoint)
      .map((m) => (watch.open(m) as { kind: string }).kind);
    expect(kinds).toEqual(["rejected", "exited"]);

    const off = await calls.call("PUT", `${ALERTS}/settings`, token, { exited: false });
    expect(off.body.data).toEqual({
      adjustment: true,
      rejected: true,
      exited: false,
      exitRules: true,
    });
    const second = await placed("Quiet Fly");
    await calls.exit(token, second.basket);
    await deps.alerts.idle();
    expect(push.pushesTo(watch.endpoint)).toHaveLength(2);
  });

  it("tells of each rejection of a basket once: a retry rejected again is news", async () => {
    const pager = push.device("pager");
    await subscribe(pager.subscription);
    const rejectOne = { rejectNext: { count: 1, reason: "RMS: margin shortfall" } };
    deps.paperBroker.faults.configure(rejectOne);
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, TEST_INSTANT));
    const tradebox = await calls.publishTradebox("Twice Rejected Fly", 3727, legs);
    const placed = await calls.place(token, tradebox, "key-twice");
    expect(placed.body.data.status).toBe("ERROR");
    deps.paperBroker.faults.configure(rejectOne);
    expect((await calls.retry(token, placed.body.data.basket_id)).body.data.status).toBe("ERROR");
    // The same change heard again (as a second instance would) is not told twice.
    const [trader] = await database.db.select().from(users).where(eq(users.clientId, "ALERT1"));
    deps.alerts.basketStatusChanged(
      { id: placed.body.data.basket_id, userId: trader!.id, strategyId: tradebox },
      "ERROR",
    );
    await deps.alerts.idle();
    const kinds = push
      .pushesTo(pager.endpoint)
      .map((m) => (pager.open(m) as { kind: string }).kind);
    expect(kinds).toEqual(["rejected", "rejected"]);
  });

  it("forgets a device its push service says is gone, and one the trader logs out of", async () => {
    const old = push.device("old", { gone: true });
    await subscribe(old.subscription);
    const { tradebox } = await placed("Gone Fly");
    deps.alerts.tradeboxChanged(tradebox);
    await deps.alerts.idle();
    expect(push.pushesTo(old.endpoint)).toHaveLength(1);
    expect((await state(old.endpoint)).subscribed).toBe(false);

    const phone = push.device("phone");
    await calls.call("DELETE", `${ALERTS}/subscriptions`, token, { endpoint: phone.endpoint });
    expect((await state(phone.endpoint)).subscribed).toBe(false);
  });
});
