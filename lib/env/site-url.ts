/**
 * The web app's public origin, for what must be absolute: canonical links, Open Graph URLs,
 * JSON-LD, sitemap.xml and robots.txt. Read by its literal name, so Next inlines it at build like
 * the service URLs (lib/env/service-urls.ts); unset, the local web app on port 3000.
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** An origin from an env value: http(s) only, any path, query or trailing slash dropped. */
export function siteOriginFrom(value: string | undefined): string {
  const url = new URL(value?.trim() || DEFAULT_SITE_URL);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) URL, got ${url.protocol}`);
  }
  return url.origin;
}

export const SITE_ORIGIN: string = siteOriginFrom(process.env.NEXT_PUBLIC_SITE_URL);

/** An absolute URL on the site for a path: '/explore/x' → 'https://strikeline.in/explore/x'. */
export function absoluteUrl(path: string, origin: string = SITE_ORIGIN): string {
  return new URL(path, `${origin}/`).toString();
}
