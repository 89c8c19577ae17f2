import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { posthogRewrites } from "./lib/analytics/posthog-tunnel";
import { PAGE_CACHE_EXPIRE_SECONDS } from "./lib/page-cache/visitor-page-lifetimes";
import { parseFrameAncestors, securityHeaders } from "./lib/security/security-headers";

// Read at build time: the broker webviews allowed to frame the app (docs/security.md).
const PAGE_HEADERS = securityHeaders({
  frameAncestors: parseFrameAncestors(process.env.FRAME_ANCESTORS),
  kind: "page",
});

// Analytics go through a same-origin tunnel when a key is set at build time.
const ANALYTICS_ON = Boolean(process.env.NEXT_PUBLIC_POSTHOG_KEY);

const nextConfig: NextConfig = {
  // The Playwright journeys build into their own folder so they never clobber a running app.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's page cache, with each page's script policy kept beside its HTML (docs/security.md).
  cacheHandler: fileURLToPath(new URL("./lib/page-cache/page-cache-handler.mjs", import.meta.url)),
  // A cached public page may be served stale while it renders again for at most a day; past
  // that, a request waits for the new render (the CDN's stale-while-revalidate, too).
  expireTime: PAGE_CACHE_EXPIRE_SECONDS,
  // PostHog's calls end in a slash ("/e/"): without this, each would be redirected first. Only
  // when analytics are on, so no other path changes behaviour.
  skipTrailingSlashRedirect: ANALYTICS_ON,
  async rewrites() {
    return ANALYTICS_ON ? posthogRewrites(process.env.NEXT_PUBLIC_POSTHOG_HOST || undefined) : [];
  },
  async headers() {
    const headers = Object.entries(PAGE_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: "/:path*", headers }];
  },
  experimental: {
    // Chakra re-exports hundreds of components; import only what a page uses.
    optimizePackageImports: ["@chakra-ui/react"],
    // The landing's CSS module is small: inline it rather than block the first paint on a file.
    inlineCss: true,
    // Inlined CSS costs bytes, not requests: give each page only its own styles rather than
    // the whole app's in one shared chunk (Turbopack's default), three times over in the HTML.
    cssChunking: { type: "graph", requestCost: 0 },
    // Fewer, larger client chunks than Turbopack's defaults (a request costed at 200 KB of source,
    // chunks merged up to 50 KB): over HTTP/1.1's six connections a page's scripts queue behind
    // each other. Measured with bench:web (issue #55): /track/{basket}'s first visit 251.2 → 241.2
    // kB, the public pages' 1-2 kB lighter.
    turbopackChunking: { requestCost: 2_000_000, minChunkSize: 200_000 },
  },
};

export default nextConfig;
