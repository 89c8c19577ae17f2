import { Hono } from "hono";
import { z } from "zod";
import {
  alertSettingsChangeSchema,
  pushEndpointWireSchema,
  pushSubscriptionWireSchema,
  type AlertsStateWire,
} from "../../lib/alerts/alerts-wire";
import {
  isSubscribed,
  removeSubscription,
  saveSettings,
  saveSubscription,
  settingsOf,
} from "../alerts/alerts-repo";
import { isPushServiceEndpoint } from "../alerts/push-endpoints";
import type { SessionEnv } from "../auth/require-session";
import type { Db } from "../db/database";
import { errorBody } from "../http/json-errors";
import { readJsonBody, readQuery } from "../http/request-body";

export interface AlertsRoutesDeps {
  db: Db;
  /** The VAPID public key devices subscribe with (base64url). */
  publicKey: string;
  /** Push endpoints allowed beside the browsers' push services (push-endpoints.ts). */
  extraOrigins: readonly string[];
  now: () => Date;
}

const stateQuerySchema = z.object({ endpoint: z.string().optional() });

/** /alerts: the caller's push subscriptions (one per device) and which alerts they want. */
export function alertsRoutes({ db, publicKey, extraOrigins, now }: AlertsRoutesDeps) {
  const app = new Hono<SessionEnv>();

  // GET /alerts[?endpoint=]: the key to subscribe with, the settings, whether that device is in.
  app.get("/", async (c) => {
    const query = readQuery(c, stateQuerySchema);
    if (!query.ok) return c.json(errorBody(query.message), 400);
    const userId = c.get("user").id;
    const { endpoint } = query.data;
    const data: AlertsStateWire = {
      public_key: publicKey,
      settings: await settingsOf(db, userId),
      subscribed: endpoint ? await isSubscribed(db, userId, endpoint) : false,
    };
    return c.json({ is_success: true, data });
  });

  // PUT /alerts/settings: turn alert kinds on or off → the settings as saved.
  app.put("/settings", async (c) => {
    const body = await readJsonBody(c, alertSettingsChangeSchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    const settings = await saveSettings(db, c.get("user").id, body.data, now());
    return c.json({ is_success: true, data: settings });
  });

  // POST /alerts/subscriptions: this device's push subscription, stored for the caller.
  app.post("/subscriptions", async (c) => {
    const body = await readJsonBody(c, pushSubscriptionWireSchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    const { endpoint, keys } = body.data;
    if (!isPushServiceEndpoint(endpoint, extraOrigins)) {
      return c.json(errorBody("endpoint: not a browser push service"), 400);
    }
    await saveSubscription(db, c.get("user").id, { endpoint, ...keys });
    return c.json({ is_success: true, data: { subscribed: true } });
  });

  // DELETE /alerts/subscriptions: forget this device (logout, alerts off here).
  app.delete("/subscriptions", async (c) => {
    const body = await readJsonBody(c, pushEndpointWireSchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    await removeSubscription(db, c.get("user").id, body.data.endpoint);
    return c.json({ is_success: true, data: { subscribed: false } });
  });
  return app;
}
