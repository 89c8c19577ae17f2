import { afterEach, describe, expect, it, vi } from "vitest";
import { ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import {
  addPushSubscription,
  getAlerts,
  removePushSubscription,
  saveAlertSettings,
} from "./alerts";

afterEach(() => vi.unstubAllGlobals());

const state = {
  public_key: "BPublicKey",
  settings: { adjustment: true, rejected: true, exited: false, exitRules: true },
  subscribed: true,
};

function answering(payload: unknown) {
  const fake = fakeFetch(payload);
  vi.stubGlobal("fetch", fake.fetchImpl);
  return fake.requests;
}

describe("the alerts client", () => {
  it("asks whether this device is subscribed, with the session token", async () => {
    const requests = answering({ is_success: true, data: state });
    await expect(getAlerts("https://fcm.googleapis.com/x", { token: "t1" })).resolves.toEqual(
      state,
    );
    expect(requests[0]?.url.pathname).toBe("/user-strategy/user/alerts");
    expect(requests[0]?.url.searchParams.get("endpoint")).toBe("https://fcm.googleapis.com/x");
    expect(requests[0]?.authorization).toBe("Bearer t1");
  });

  it("sends a subscription, a removal and a settings change as the services take them", async () => {
    const requests = answering({ is_success: true, data: { subscribed: true } });
    const subscription = {
      endpoint: "https://fcm.googleapis.com/x",
      keys: { p256dh: "p", auth: "a" },
    };
    await addPushSubscription(subscription, { token: "t1" });
    await removePushSubscription(subscription.endpoint, { token: "t1" });
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ["POST", "/user-strategy/user/alerts/subscriptions", subscription],
      ["DELETE", "/user-strategy/user/alerts/subscriptions", { endpoint: subscription.endpoint }],
    ]);
    answering({ is_success: true, data: state.settings });
    await expect(saveAlertSettings({ exited: false }, { token: "t1" })).resolves.toEqual(
      state.settings,
    );
  });

  it("refuses an answer without the key to subscribe with", async () => {
    setValidationErrorReporter(() => undefined);
    answering({ is_success: true, data: { settings: state.settings, subscribed: false } });
    await expect(getAlerts(null, { token: "t1" })).rejects.toBeInstanceOf(ValidationError);
  });
});
