import { POSTHOG_TUNNEL_PATH, posthogUiHost } from "@/lib/analytics/posthog-tunnel";

/**
 * Product analytics behind a small interface, so the app never depends on the vendor's API and
 * a build without a key ships and runs none of it. PostHog (posthog-js) loads on first use, only
 * when NEXT_PUBLIC_POSTHOG_KEY is set at build time.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** The part of the vendor's client the app uses. */
export interface AnalyticsClient {
  identify(distinctId: string, properties?: AnalyticsProperties): void;
  capture(event: string, properties?: AnalyticsProperties): void;
  captureException(error: unknown): void;
  reset(): void;
}

export interface Analytics extends AnalyticsClient {
  /** Start loading the client (no-op without a key). */
  init(): void;
}

/** Analytics over a client that loads later (or never, when `load` gives null). */
export function createAnalytics(load: () => Promise<AnalyticsClient | null>): Analytics {
  let client: Promise<AnalyticsClient | null> | undefined;
  const ready = () => (client ??= load().catch(() => null));
  const later = (use: (c: AnalyticsClient) => void) => void ready().then((c) => c && use(c));
  return {
    init: () => void ready(),
    identify: (id, properties) => later((c) => c.identify(id, properties)),
    capture: (event, properties) => later((c) => c.capture(event, properties)),
    captureException: (error) => later((c) => c.captureException(error)),
    reset: () => later((c) => c.reset()),
  };
}

const POSTHOG_KEY = process.env.NEXT_PUBLIC_POSTHOG_KEY;
/** Whether this build sends analytics at all (a key was set at build time). */
export const ANALYTICS_ENABLED = Boolean(POSTHOG_KEY);
const POSTHOG_HOST = process.env.NEXT_PUBLIC_POSTHOG_HOST || undefined;

async function loadPostHog(): Promise<AnalyticsClient | null> {
  if (!POSTHOG_KEY || typeof window === "undefined") return null;
  const { default: posthog } = await import("posthog-js");
  posthog.init(POSTHOG_KEY, {
    // Through this origin (next.config.ts rewrites it to PostHog), never to PostHog's host.
    api_host: POSTHOG_TUNNEL_PATH,
    ui_host: posthogUiHost(POSTHOG_HOST),
    person_profiles: "identified_only",
    capture_pageview: "history_change",
  });
  return posthog;
}

/** The app's analytics. */
export const analytics: Analytics = createAnalytics(loadPostHog);
