"use client";

import { useEffect, useState, type ComponentType } from "react";
import { captureInstallPrompt } from "@/components/pwa/install-prompt";
import { useIdle } from "@/components/ui/use-idle";
import { loadBackgroundServices } from "./background-services-source";

/**
 * Mounted once in the root layout. Toasts, the session and deploy polls, analytics and the chat
 * widget are needed on every page but not to show it, so their code (the vendors' loaders, the
 * session's clients) stays out of the first load and arrives once the browser is idle.
 */
export function ClientServices() {
  const idle = useIdle();
  const [Services, setServices] = useState<ComponentType | null>(null);
  // Before idle: the browser may offer installing the app as soon as the page has loaded.
  useEffect(captureInstallPrompt, []);
  useEffect(() => {
    if (!idle) return;
    let live = true;
    loadBackgroundServices().then(
      (services) => live && setServices(() => services),
      (error: unknown) => console.warn("[services] background services not loaded", error),
    );
    return () => {
      live = false;
    };
  }, [idle]);
  return Services ? <Services /> : null;
}
