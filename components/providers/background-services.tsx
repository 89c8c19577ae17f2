"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { setValidationErrorReporter } from "@/api-clients/http";
import { analytics } from "@/components/analytics/analytics";
import {
  initMonitoring,
  MONITORING_ENABLED,
  reportUnexpectedError,
} from "@/components/monitoring/report-error";
import { takeDeferredToasts } from "@/components/session/deferred-toast";
import { NewDeployWatcher } from "@/components/session/new-deploy-watcher";
import { registerServiceWorker } from "@/components/pwa/service-worker";
import { SessionWatcher } from "@/components/session/session-watcher";
import { useLoggedIn } from "@/components/session/use-logged-in";
import { SupportWidget } from "@/components/support/support-widget";
import { notify, whenToastWaits } from "@/components/ui/toaster";
import { useTraderServicesHosted } from "./trader-services-host";

// The toast outlet (the toast machine and its styles) loads with the page's first toast: most
// visits show none, and loading it at start-up cost a phone a long task.
const ToasterOutlet = lazy(() =>
  import("@/components/ui/toaster-outlet").then((m) => ({ default: m.ToasterOutlet })),
);

// A logged-in trader's on a public page: it needs their profile (and so the account clients and
// zod). The logged-in shell runs its own (TraderServicesSlot).
const TraderServices = lazy(() =>
  import("./trader-services").then((m) => ({ default: m.TraderServices })),
);

// Loaded only in a build with error reporting (report-error.ts).
const MonitoringIdentity = lazy(() =>
  import("@/components/monitoring/monitoring-identity").then((m) => ({
    default: m.MonitoringIdentity,
  })),
);

/** The toast outlet, once a toast waits for it. */
function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWaits(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}

/** Runs `task` when the browser has nothing else to do (soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 2_000);
}

/**
 * What every page runs in the browser once it is interactive: toasts, the session and
 * new-deploy polls, analytics, error reporting, the chat-support widget and the service worker.
 */
export function BackgroundServices() {
  const loggedIn = useLoggedIn();
  const hostedByShell = useTraderServicesHosted();
  useEffect(() => {
    analytics.init();
    // Error reporting loads once the browser is idle: never in the way of the first interaction.
    if (MONITORING_ENABLED) whenIdle(initMonitoring);
    registerServiceWorker();
    // Spec §8: shape mismatches are logged with their endpoint, and reported.
    setValidationErrorReporter((error) => {
      console.error(`[api] ${error.message}`, { endpoint: error.endpoint, issues: error.issues });
      reportUnexpectedError(error);
    });
    // Toasts a previous page kept for this one (e.g. 'You have been logged out').
    for (const toast of takeDeferredToasts(window.location.pathname)) notify(toast);
  }, []);
  return (
    <>
      <LazyToaster />
      <SessionWatcher />
      <NewDeployWatcher />
      {loggedIn && !hostedByShell ? (
        <Suspense fallback={null}>
          <TraderServices />
        </Suspense>
      ) : null}
      {MONITORING_ENABLED ? (
        <Suspense fallback={null}>
          <MonitoringIdentity />
        </Suspense>
      ) : null}
      <SupportWidget />
    </>
  );
}
