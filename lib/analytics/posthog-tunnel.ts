/**
 * Product analytics reach PostHog through this app's own origin (spec §7: telemetry through
 * same-origin tunnel paths), by Next's rewrites as PostHog documents for Next.js: blockers that
 * filter by host let it through, and the Content-Security-Policy's connect-src stays 'self'.
 * The path avoids names blockers list (/analytics, /posthog, …).
 */
export const POSTHOG_TUNNEL_PATH = "/rly";

export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

export interface Rewrite {
  source: string;
  destination: string;
}

/** PostHog's ingestion host (`https://us.i.posthog.com`), checked. */
function ingestionUrl(host: string): URL {
  const url = new URL(host);
  if (url.protocol !== "https:") throw new Error(`The PostHog host must be https: ${host}`);
  return url;
}

/**
 * The rewrites of the tunnel: static files (the toolbar, the recorder) from the region's assets
 * host (`us-assets.i.posthog.com` beside `us.i.posthog.com`), everything else to ingestion.
 */
export function posthogRewrites(host: string = DEFAULT_POSTHOG_HOST): Rewrite[] {
  const ingestion = ingestionUrl(host);
  const assets = ingestion.hostname.replace(/^([a-z]+)\.i\./, "$1-assets.i.");
  return [
    {
      source: `${POSTHOG_TUNNEL_PATH}/static/:path*`,
      destination: `https://${assets}/static/:path*`,
    },
    { source: `${POSTHOG_TUNNEL_PATH}/:path*`, destination: `${ingestion.origin}/:path*` },
  ];
}

/** PostHog's app (for links out of the toolbar): `us.posthog.com` for `us.i.posthog.com`. */
export function posthogUiHost(host: string = DEFAULT_POSTHOG_HOST): string {
  const ingestion = ingestionUrl(host);
  return `https://${ingestion.hostname.replace(/\.i\./, ".")}`;
}
