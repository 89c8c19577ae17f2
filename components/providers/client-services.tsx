"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { captureInstallPrompt } from "@/components/pwa/install-prompt";

// Toasts, the session and deploy polls, analytics and the chat widget: needed on every page but
// not to show it, so their code (zod, the toast machine, the vendors' loaders) stays out of the
// first load and arrives once the browser is idle.
const BackgroundServices = dynamic(
  () => import("./background-services").then((m) => m.BackgroundServices),
  { ssr: false },
);

/** Longest wait for an idle moment before the services load anyway. */
const IDLE_TIMEOUT_MS = 1_500;

/** Mounted once in the root layout. */
export function ClientServices() {
  const [idle, setIdle] = useState(false);
  // Before idle: the browser may offer installing the app as soon as the page has loaded.
  useEffect(captureInstallPrompt, []);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(timer);
  }, []);
  return idle ? <BackgroundServices /> : null;
}
