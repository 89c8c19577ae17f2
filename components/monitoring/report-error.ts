import { analytics } from "@/components/analytics/analytics";

/**
 * The app's door to error reporting, small enough for every page: without
 * NEXT_PUBLIC_SENTRY_DSN at build time the branches below are dead code and the bundler leaves
 * monitoring.ts (and Sentry) out of the pages altogether.
 */
export const MONITORING_ENABLED = Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN);

const loadMonitoring = () => import("./monitoring").then((module) => module.monitoring);

/** Starts error reporting (the caller waits for an idle moment). */
export function initMonitoring(): void {
  if (MONITORING_ENABLED) void loadMonitoring().then((monitoring) => monitoring.init());
}

/** Spec §8's unknown errors: logged by the caller, reported to analytics and error reporting. */
export function reportUnexpectedError(error: unknown): void {
  analytics.captureException(error);
  if (MONITORING_ENABLED) {
    void loadMonitoring().then((monitoring) => monitoring.captureException(error));
  }
}
