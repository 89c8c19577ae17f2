import { SELECTABLE_BROKERS } from "../brokers";
import { absoluteUrl } from "../env/site-url";
import { routePath, ROUTES } from "../routing/routes";
import type { TradeboxWire } from "../tradebox/tradebox-wire";
import { dropTestTradeboxes } from "../validation/test-tradeboxes";
import { tradeboxProfilePath } from "./tradebox-seo";

/** One <url> of sitemap.xml (the fields Next's MetadataRoute.Sitemap takes). */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency: "daily" | "weekly";
  priority: number;
}

/**
 * The public marketing pages: the route table's public pre-login pages without parameters
 * (landing, explore), and explore by each broker a trader can choose.
 */
export function publicPageEntries(origin?: string): SitemapEntry[] {
  const pages = ROUTES.filter(
    (route) =>
      route.access === "public" && route.layout === "preLogin" && !route.pattern.includes("{"),
  ).map((route) => ({
    url: absoluteUrl(route.pattern, origin),
    changeFrequency: "daily" as const,
    priority: route.pattern === "/" ? 1 : 0.9,
  }));
  const brokers = SELECTABLE_BROKERS.map((broker) => ({
    url: absoluteUrl(routePath("exploreBroker", { broker: broker.broker }), origin),
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
  return [...pages, ...brokers];
}

type SitemapTradebox = Pick<
  TradeboxWire,
  "name" | "slug" | "created_time" | "live_date" | "basket_creation_time"
>;

/** The latest of a tradebox's times: when its profile last changed in substance. */
function lastChange(tradebox: SitemapTradebox): string {
  const times = [tradebox.created_time, tradebox.live_date, tradebox.basket_creation_time];
  return times.filter((t): t is string => Boolean(t)).reduce((a, b) => (b > a ? b : a));
}

/**
 * Each public tradebox profile once, by its canonical (slug) URL, test tradeboxes left out
 * (spec §5 drops them from every list a visitor sees).
 */
export function tradeboxEntries(
  tradeboxes: readonly SitemapTradebox[],
  origin?: string,
): SitemapEntry[] {
  const bySlug = new Map(dropTestTradeboxes(tradeboxes).map((t) => [t.slug, t]));
  return [...bySlug.values()].map((tradebox) => ({
    url: absoluteUrl(tradeboxProfilePath(tradebox.slug), origin),
    lastModified: lastChange(tradebox),
    changeFrequency: "daily",
    priority: 0.8,
  }));
}
