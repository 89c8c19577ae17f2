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
import { inIdleTurns, OneByOneWhenIdle } from "@/components/ui/idle-turns";
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

/** Spec §8: shape mismatches are logged with their endpoint, and reported. */
function reportValidationErrors(): void {
  setValidationErrorReporter((error) => {
    console.error(`[api] ${error.message}`, { endpoint: error.endpoint, issues: error.issues });
    reportUnexpectedError(error);
  });
}

/** Toasts a previous page kept for this one (e.g. 'You have been logged out'). */
function showDeferredToasts(): void {
  for (const toast of takeDeferredToasts(window.location.pathname)) notify(toast);
}

/**
 * What every page runs in the browser once it is interactive: toasts, the session and
 * new-deploy polls, analytics, error reporting, the chat-support widget and the service worker,
 * each started in an idle moment of its own (idle-turns.tsx): together they were one long task
 * on a phone, as the trader's first screen became interactive.
 */
export function BackgroundServices() {
  const loggedIn = useLoggedIn();
  const hostedByShell = useTraderServicesHosted();
  useEffect(
    () =>
      inIdleTurns([
        reportValidationErrors,
        showDeferredToasts,
        () => analytics.init(),
        // Error reporting loads in an idle moment: never in the way of the first interaction.
        () => MONITORING_ENABLED && initMonitoring(),
        registerServiceWorker,
      ]),
    [],
  );
  return (
    <OneByOneWhenIdle>
      <LazyToaster key="toaster" />
      <SessionWatcher key="session" />
      <NewDeployWatcher key="deploy" />
      {loggedIn && !hostedByShell ? (
        <Suspense key="trader" fallback={null}>
          <TraderServices />
        </Suspense>
      ) : null}
      {MONITORING_ENABLED ? (
        <Suspense key="monitoring" fallback={null}>
          <MonitoringIdentity />
        </Suspense>
      ) : null}
      <SupportWidget key="support" />
    </OneByOneWhenIdle>
  );
}
