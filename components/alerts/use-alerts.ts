"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  addPushSubscription,
  alertsQueryKey,
  alertsQueryOptions,
  removePushSubscription,
  saveAlertSettings,
} from "@/api-clients/user-strategy/alerts";
import { useSessionToken } from "@/components/session/client-session-token";
import { useWebview } from "@/components/session/use-webview";
import type { AlertKind } from "@/lib/alerts/alert-kinds";
import type { AlertsStateWire } from "@/lib/alerts/alerts-wire";
import {
  deviceSubscription,
  pushSupported,
  subscribeDevice,
  unsubscribeDevice,
} from "./push-device";

const noSubscription = () => () => {};
const readPermission = (): NotificationPermission | null =>
  pushSupported() ? Notification.permission : null;

/**
 * The trader's alerts on this device: whether it can take them (never inside a broker's webview,
 * which shows no notifications of ours), whether it is subscribed, and the kinds they want, with
 * the actions that change them.
 */
export function useAlerts() {
  const token = useSessionToken();
  const webview = useWebview();
  const supported = useSyncExternalStore(noSubscription, pushSupported, () => false);
  const available = supported && !webview && token !== undefined;
  const [permission, setPermission] = useState(readPermission);
  // This device's endpoint: undefined until read, null without a subscription.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!available) return;
    let live = true;
    void deviceSubscription().then((subscription) => {
      if (live) setEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      live = false;
    };
  }, [available]);

  const client = useQueryClient();
  const key = alertsQueryKey(endpoint ?? null);
  const state = useQuery({
    ...alertsQueryOptions(token ?? "", endpoint ?? null),
    enabled: available && endpoint !== undefined,
  });
  const auth = { token: token ?? "" };

  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      try {
        const subscription = await subscribeDevice(publicKey);
        await addPushSubscription(subscription, auth);
        return subscription.endpoint;
      } finally {
        setPermission(readPermission());
      }
    },
    onSuccess: (subscribed) => setEndpoint(subscribed),
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const unsubscribed = await unsubscribeDevice();
      if (unsubscribed) await removePushSubscription(unsubscribed, auth);
    },
    onSuccess: () => setEndpoint(null),
  });
  const setKind = useMutation({
    mutationFn: (change: { kind: AlertKind; on: boolean }) =>
      saveAlertSettings({ [change.kind]: change.on }, auth),
    onSuccess: (settings) =>
      client.setQueryData<AlertsStateWire>(key, (old) => old && { ...old, settings }),
  });

  return {
    /** Push works here and this is not a broker's webview. */
    available,
    permission,
    state: state.data,
    loadFailed: state.isError,
    /** This device receives alerts. */
    on: state.data?.subscribed ?? false,
    turnOn: () => state.data && turnOn.mutate(state.data.public_key),
    turnOff: () => turnOff.mutate(),
    busy: turnOn.isPending || turnOff.isPending,
    error: turnOn.error ?? turnOff.error ?? setKind.error,
    setKind: (kind: AlertKind, on: boolean) => setKind.mutate({ kind, on }),
    settingKind: setKind.isPending ? setKind.variables?.kind : undefined,
  };
}
