"use client";

import type { QueryClient } from "@tanstack/react-query";
import { readSessionToken } from "@/components/session/client-session-token";
import { whenIdle } from "@/components/ui/idle-turns";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import type { WatchPrices } from "@/lib/realtime/price-messages";
import { RealtimeConnection, type ConnectionState } from "./realtime-connection";
import { applyRealtimeMessage, parseRealtimeMessage, refreshAfterOpen } from "./realtime-events";

// One socket per tab, shared by every screen that wants live updates. It outlives a screen by a
// grace period, so moving between screens does not reconnect.
const RELEASE_GRACE_MS = 15_000;
// A tab hidden this long may have slept through events: replace its socket when it is shown.
const STALE_AFTER_HIDDEN_MS = 60_000;

let connection: RealtimeConnection | null = null;
// Cancels the socket's opening while it waits for an idle moment.
let cancelOpening: (() => void) | null = null;
let users = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let hiddenSince: number | null = null;
const stateListeners = new Set<() => void>();
// The instruments this tab's screens want the broker's prices of, each with how many ask.
const watched = new Map<number, number>();

function socketUrl(): string | null {
  const token = readSessionToken();
  if (!token) return null;
  return `${SERVICE_URLS.realtime}?Authorization=${encodeURIComponent(token)}`;
}

const onOnline = () => connection?.wake();
const onVisibility = () => {
  if (document.visibilityState === "hidden") {
    hiddenSince = Date.now();
    return;
  }
  const slept = hiddenSince !== null && Date.now() - hiddenSince > STALE_AFTER_HIDDEN_MS;
  hiddenSince = null;
  if (slept) connection?.restart();
  else connection?.wake();
};

function open(client: QueryClient): RealtimeConnection {
  const live = new RealtimeConnection({
    url: socketUrl,
    createSocket: (url) => new WebSocket(url),
    onMessage: (data) => {
      const message = parseRealtimeMessage(data);
      if (message) applyRealtimeMessage(client, message);
    },
    onOpen: () => {
      // The server forgets a socket's watch with the socket: every new one asks again.
      sendWatch();
      refreshAfterOpen(client);
    },
    onStateChange: () => stateListeners.forEach((listener) => listener()),
  });
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisibility);
  live.start();
  return live;
}

function close(): void {
  cancelOpening?.();
  cancelOpening = null;
  window.removeEventListener("online", onOnline);
  document.removeEventListener("visibilitychange", onVisibility);
  connection?.stop();
  connection = null;
  stateListeners.forEach((listener) => listener());
}

/**
 * Take a share of the tab's socket (opening it if needed); call the result to give it back. A new
 * socket opens once the browser is idle: connecting, and the refresh of the trader's data that
 * follows every opening (which catches up what happened meanwhile), are not needed to show the
 * page that asked (issue #55).
 */
export function acquireRealtime(client: QueryClient): () => void {
  clearTimeout(releaseTimer);
  users++;
  if (!connection && !cancelOpening) {
    cancelOpening = whenIdle(() => {
      cancelOpening = null;
      connection = open(client);
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) releaseTimer = setTimeout(close, RELEASE_GRACE_MS);
  };
}

function sendWatch(): void {
  const message: WatchPrices = { type: "WatchPrices", instrument_tokens: [...watched.keys()] };
  connection?.send(JSON.stringify(message));
}

/**
 * The trader's broker prices of `tokens` pushed on the tab's socket as they tick (written into
 * the cached broker prices); call the result when the screen no longer shows them.
 */
export function watchBrokerPrices(client: QueryClient, tokens: readonly number[]): () => void {
  const release = acquireRealtime(client);
  for (const token of tokens) watched.set(token, (watched.get(token) ?? 0) + 1);
  sendWatch();
  return () => {
    for (const token of tokens) {
      const count = (watched.get(token) ?? 1) - 1;
      if (count > 0) watched.set(token, count);
      else watched.delete(token);
    }
    sendWatch();
    release();
  };
}

export function realtimeState(): ConnectionState {
  return connection?.currentState ?? "idle";
}

export function subscribeRealtimeState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
