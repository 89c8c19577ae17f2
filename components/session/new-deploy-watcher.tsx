"use client";

import { useEffect } from "react";
import { fetchDeployVersion } from "@/api-clients/same-origin/has-new-deploy";
import { takeOverWithNewWorker } from "@/components/pwa/service-worker";
import { NEW_DEPLOY_TICK_MS, watchDeploys } from "./deploy-watcher";

/**
 * Spec §4: the page reloads when a new deployment is detected (checked while focused), after the
 * new service worker has taken over, so the reload cannot come from the old app's cache.
 */
export function NewDeployWatcher() {
  useEffect(
    () =>
      watchDeploys({
        fetchVersion: () => fetchDeployVersion(),
        onNewVersion: (version) =>
          void takeOverWithNewWorker(version).then(() => window.location.reload()),
        isActive: () => document.visibilityState === "visible" && document.hasFocus(),
        intervalMs: NEW_DEPLOY_TICK_MS,
      }),
    [],
  );
  return null;
}
