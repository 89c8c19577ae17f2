import { queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import type { AlertKind, AlertSettings } from "@/lib/alerts/alert-kinds";
import {
  alertSettingsWireSchema,
  alertsStateWireSchema,
  type AlertsStateWire,
  type PushSubscriptionWire,
} from "@/lib/alerts/alerts-wire";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { requestData } from "../envelope";

/** Our /user/alerts calls, all with the session token: Web Push subscriptions and settings. */

interface AuthRequest {
  /** The session token (the strikelineJWT cookie). */
  token: string;
  signal?: AbortSignal;
}

const subscribedDataSchema = z.object({ subscribed: z.boolean() });

function alertsCall<D extends z.core.$ZodType>(
  req: AuthRequest,
  data: D,
  call: {
    path?: string;
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: unknown;
    query?: Record<string, string>;
  } = {},
): Promise<z.output<D>> {
  return requestData({
    baseUrl: SERVICE_URLS.userStrategy,
    path: `/user/alerts${call.path ?? ""}`,
    method: call.method ?? "GET",
    body: call.body,
    query: call.query,
    token: req.token,
    signal: req.signal,
    flag: "is_success",
    data,
  });
}

/** GET /user/alerts: the key to subscribe with, the settings, and whether `endpoint` is in. */
export function getAlerts(endpoint: string | null, req: AuthRequest): Promise<AlertsStateWire> {
  return alertsCall(req, alertsStateWireSchema, endpoint ? { query: { endpoint } } : {});
}

/** PUT /user/alerts/settings: turn kinds on or off → the settings as saved. */
export function saveAlertSettings(
  change: Partial<Record<AlertKind, boolean>>,
  req: AuthRequest,
): Promise<AlertSettings> {
  return alertsCall(req, alertSettingsWireSchema, {
    path: "/settings",
    method: "PUT",
    body: change,
  });
}

/** POST /user/alerts/subscriptions: this device's push subscription. */
export async function addPushSubscription(
  subscription: PushSubscriptionWire,
  req: AuthRequest,
): Promise<void> {
  await alertsCall(req, subscribedDataSchema, {
    path: "/subscriptions",
    method: "POST",
    body: subscription,
  });
}

/** DELETE /user/alerts/subscriptions: forget this device. */
export async function removePushSubscription(endpoint: string, req: AuthRequest): Promise<void> {
  await alertsCall(req, subscribedDataSchema, {
    path: "/subscriptions",
    method: "DELETE",
    body: { endpoint },
  });
}

export const alertsQueryKey = (endpoint: string | null) =>
  ["user-strategy", "alerts", endpoint ?? ""] as const;

export function alertsQueryOptions(token: string, endpoint: string | null) {
  return queryOptions({
    queryKey: alertsQueryKey(endpoint),
    queryFn: ({ signal }) => getAlerts(endpoint, { token, signal }),
  });
}
