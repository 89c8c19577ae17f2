import { absoluteUrl } from "../env/site-url";
import { ROUTES, type RouteDef } from "../routing/routes";

/** Route handlers (same-origin APIs): nothing there for a search engine. */
export const API_PREFIX = "/api/";

/**
 * The path prefixes of the route table's protected pages, each cut before its first placeholder
 * ('/dashboard/{basket}' → '/dashboard'), without those another prefix already covers.
 */
export function protectedPathPrefixes(routes: readonly RouteDef[] = ROUTES): string[] {
  const prefixes = routes
    .filter((route) => route.access === "protected")
    .map((route) => route.pattern.split("{")[0]!.replace(/\/+$/, "") || "/");
  const unique = [...new Set(prefixes)].sort();
  return unique.filter(
    (prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(`${other}/`)),
  );
}

export interface RobotsRules {
  allow: string[];
  disallow: string[];
  sitemap: string;
}

/** robots.txt: crawl the public site, not the protected pages or the APIs; where the sitemap is. */
export function robotsRules(origin?: string): RobotsRules {
  return {
    allow: ["/"],
    disallow: [...protectedPathPrefixes(), API_PREFIX],
    sitemap: absoluteUrl("/sitemap.xml", origin),
  };
}
