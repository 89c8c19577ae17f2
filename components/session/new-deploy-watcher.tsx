"use client";

import { useEffect } from "react";
import { fetchDeployVersion } from "@/api-clients/same-origin/has-new-deploy";
import { NEW_DEPLOY_TICK_MS, watchDeploys } from "./deploy-watcher";

/** Spec §4: the page reloads when a new deployment is detected (checked while focused). */
export function NewDeployWatcher() {
  useEffect(
    () =>
      watchDeploys({
        fetchVersion: () => fetchDeployVersion(),
        onNewVersion: () => window.location.reload(),
        isActive: () => document.visibilityState === "visible" && document.hasFocus(),
        intervalMs: NEW_DEPLOY_TICK_MS,
      }),
    [],
  );
  return null;
}
