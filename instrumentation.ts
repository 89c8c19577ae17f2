import type { Instrumentation } from "next";

// Error reporting on Next's server and edge runtimes (the browser's is
// components/monitoring/monitoring.ts): off, and Sentry never imported, without
// NEXT_PUBLIC_SENTRY_DSN.
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN;

export async function register(): Promise<void> {
  if (!DSN) return;
  const [Sentry, { privateSentryOptions }] = await Promise.all([
    import("@sentry/nextjs"),
    import("./lib/monitoring/sentry-options"),
  ]);
  // The release is the version the new-deploy check answers (APP_VERSION or the build id); the
  // edge runtime cannot read the build folder, so it names APP_VERSION only.
  const release =
    process.env.NEXT_RUNTIME === "nodejs"
      ? (await import("./app/api/has-new-deploy/deploy-version")).currentDeployVersion()
      : process.env.APP_VERSION;
  Sentry.init(privateSentryOptions(DSN, release));
}

/** Errors of server components, route handlers and the proxy, reported (spec §8's unknown). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
