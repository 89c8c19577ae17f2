import { absoluteUrl } from "../env/site-url";
import { RISK_BADGE_LABELS } from "../domain/enums";
import { PRODUCT_NAME } from "../product";
import { routeById, routePath } from "../routing/routes";
import { FREQUENCY_LABELS, instrumentLabel, MARKET_TREND_LABELS } from "../tradebox/display-labels";
import type { TradeboxWire } from "../tradebox/tradebox-wire";
import { tradeboxSeo, type TradeboxSeoSource } from "./tradebox-seo";

type JsonLdSource = TradeboxSeoSource & Pick<TradeboxWire, "market_trend">;

const property = (name: string, value: string | number, unitCode?: string) => ({
  "@type": "PropertyValue",
  name,
  value,
  ...(unitCode ? { unitCode } : {}),
});

/**
 * schema.org JSON-LD of a tradebox profile: the tradebox as a FinancialProduct offered by the
 * product, with its facts as properties, and the breadcrumb Explore Tradebox › name.
 */
export function tradeboxJsonLd(tradebox: JsonLdSource, origin?: string): Record<string, unknown> {
  const seo = tradeboxSeo(tradebox, origin);
  const explore = routeById("explore");
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "FinancialProduct",
        "@id": `${seo.canonicalUrl}#tradebox`,
        name: tradebox.name,
        description: tradebox.long_description || seo.description,
        url: seo.canonicalUrl,
        ...(seo.imageUrl ? { image: seo.imageUrl } : {}),
        category: "Options strategy",
        provider: { "@type": "Organization", name: PRODUCT_NAME, url: absoluteUrl("/", origin) },
        additionalProperty: [
          property("Instrument", instrumentLabel(tradebox.underlying_token)),
          property("Frequency", FREQUENCY_LABELS[tradebox.frequency]),
          property("Risk", RISK_BADGE_LABELS[tradebox.risk_level]),
          property("Market trend", MARKET_TREND_LABELS[tradebox.market_trend]),
          property("Margin required", tradebox.margin_required, "INR"),
        ],
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: explore.title, item: absoluteUrl(routePath("explore"), origin) },
          { name: tradebox.name, item: seo.canonicalUrl },
        ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
      },
    ],
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: '<', '>' and '&' escaped as \u
 * sequences so no text of the tradebox can close the script element, and the line separators
 * JavaScript parsers once choked on escaped too. JSON.parse reads it back unchanged.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
