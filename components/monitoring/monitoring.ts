import { MONITORING_TUNNEL_PATH } from "@/lib/monitoring/sentry-dsn";
import { hashedClientId } from "@/lib/monitoring/scrub-secrets";
import { privateSentryOptions } from "@/lib/monitoring/sentry-options";
import { fetchDeployVersion } from "@/api-clients/same-origin/has-new-deploy";

/**
 * Error reporting (Sentry) behind a small interface, like analytics: off, and none of Sentry's
 * code downloaded, unless NEXT_PUBLIC_SENTRY_DSN is set at build time; then loaded when the
 * browser is idle (never before the page is interactive), reports queued until it is.
 */
export interface Monitoring {
  init(): void;
  captureException(error: unknown): void;
  /** The trader's client id, hashed before it leaves (scrub-secrets.ts); null on logout. */
  setClient(clientId: string | null): void;
}

interface MonitoringClient {
  captureException(error: unknown): void;
  setUser(user: { id: string } | null): void;
}

const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN;

async function loadSentry(): Promise<MonitoringClient | null> {
  if (!DSN || typeof window === "undefined") return null;
  const [Sentry, release] = await Promise.all([
    import("@sentry/nextjs"),
    // The version the new-deploy check compares: a report names the build that sent it.
    fetchDeployVersion().catch(() => undefined),
  ]);
  Sentry.init({ ...privateSentryOptions(DSN, release), tunnel: MONITORING_TUNNEL_PATH });
  return Sentry;
}

/** Monitoring over a client that loads later (or never). */
export function createMonitoring(load: () => Promise<MonitoringClient | null>): Monitoring {
  let client: Promise<MonitoringClient | null> | undefined;
  const ready = () => (client ??= load().catch(() => null));
  const later = (use: (c: MonitoringClient) => void) => void ready().then((c) => c && use(c));
  return {
    init: () => void ready(),
    captureException: (error) => later((c) => c.captureException(error)),
    setClient: (clientId) => {
      if (clientId === null) return later((c) => c.setUser(null));
      void hashedClientId(clientId).then((id) => later((c) => c.setUser({ id })));
    },
  };
}

export const monitoring: Monitoring = createMonitoring(loadSentry);
