"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { captureInstallPrompt } from "@/components/pwa/install-prompt";
import { useIdle } from "@/components/ui/use-idle";

// Toasts, the session and deploy polls, analytics and the chat widget: needed on every page but
// not to show it, so their code (zod, the toast machine, the vendors' loaders) stays out of the
// first load and arrives once the browser is idle.
const BackgroundServices = dynamic(
  () => import("./background-services").then((m) => m.BackgroundServices),
  { ssr: false },
);

/** Mounted once in the root layout. */
export function ClientServices() {
  const idle = useIdle();
  // Before idle: the browser may offer installing the app as soon as the page has loaded.
  useEffect(captureInstallPrompt, []);
  return idle ? <BackgroundServices /> : null;
}
