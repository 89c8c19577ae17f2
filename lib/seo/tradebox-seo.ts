import { absoluteUrl } from "../env/site-url";
import { formatRupeeAmount } from "../format/display-figures";
import { routePath } from "../routing/routes";
import { FREQUENCY_LABELS, instrumentLabel, riskLabel } from "../tradebox/display-labels";
import type { TradeboxWire } from "../tradebox/tradebox-wire";

/** What search engines show of a description before they cut it. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

export type TradeboxSeoSource = Pick<
  TradeboxWire,
  | "name"
  | "slug"
  | "description"
  | "long_description"
  | "display_image"
  | "risk_level"
  | "frequency"
  | "underlying_token"
  | "margin_required"
>;

/** The one URL of a tradebox profile: by slug, also when it was reached by strategy id. */
export function tradeboxProfilePath(slug: string): string {
  return routePath("tradeboxProfile", { sid: slug });
}

/** The tradebox's facts in a line: 'Finance Nifty options, Monthly, Medium risk, margin ₹12,236.38.' */
export function tradeboxFacts(tradebox: TradeboxSeoSource): string {
  return (
    `${instrumentLabel(tradebox.underlying_token)} options, ` +
    `${FREQUENCY_LABELS[tradebox.frequency]}, ${riskLabel(tradebox.risk_level)}, ` +
    `margin ${formatRupeeAmount(tradebox.margin_required)}.`
  );
}

/** Text cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * The meta description: the analyst's short description (the long one when it is empty), then
 * the facts a trader filters on, within META_DESCRIPTION_MAX_LENGTH.
 */
export function tradeboxMetaDescription(tradebox: TradeboxSeoSource): string {
  const summary = (tradebox.description.trim() || tradebox.long_description).trim();
  const withPeriod = summary && !/[.!?]$/.test(summary) ? `${summary}.` : summary;
  return truncateAtWord(
    [withPeriod, tradeboxFacts(tradebox)].filter(Boolean).join(" "),
    META_DESCRIPTION_MAX_LENGTH,
  );
}

/**
 * The display image as a URL a crawler can fetch, or null: the catalogue's images are inline
 * data: SVGs, which neither Open Graph nor search engines accept.
 */
export function crawlableImageUrl(image: string, origin?: string): string | null {
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith("/") && !image.startsWith("//")) return absoluteUrl(image, origin);
  return null;
}

export interface TradeboxSeo {
  /** The page title before the product suffix (the root layout's template adds it). */
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
}

/** A tradebox profile's title, description, canonical URL and image for search and sharing. */
export function tradeboxSeo(tradebox: TradeboxSeoSource, origin?: string): TradeboxSeo {
  return {
    title: tradebox.name,
    description: tradeboxMetaDescription(tradebox),
    canonicalUrl: absoluteUrl(tradeboxProfilePath(tradebox.slug), origin),
    imageUrl: crawlableImageUrl(tradebox.display_image, origin),
  };
}
