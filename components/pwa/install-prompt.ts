"use client";

import { useSyncExternalStore } from "react";

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** How this browser can install the app, if at all. */
export type InstallWay = "prompt" | "ios-steps" | "installed" | "none";

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install prompt for the 'Install app' entry. Called as the page starts
 * (ClientServices): the event may fire before the entry is on screen.
 */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // our entry asks, not the browser's mini-bar
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    changed();
  });
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

// iPhone and iPad Safari have no install prompt: the Share menu's 'Add to Home Screen' installs.
const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);

function currentWay(): InstallWay {
  if (isStandalone()) return "installed";
  if (deferred) return "prompt";
  return isIos() ? "ios-steps" : "none";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How the app can be installed here; 'none' while the server renders. */
export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, currentWay, () => "none");
}

/** Shows the browser's install prompt; true when the trader installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  deferred = null;
  changed();
  return outcome === "accepted";
}
