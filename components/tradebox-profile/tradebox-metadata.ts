import type { Metadata } from "next";
import { PRODUCT_NAME, pageTitle } from "@/lib/product";
import { tradeboxSeo, type TradeboxSeoSource } from "@/lib/seo/tradebox-seo";

/**
 * A tradebox profile's metadata: its name as the title ('<name> | Strikeline' through the root
 * layout's template), the meta description, the canonical slug URL (also when the page was
 * reached by strategy id), Open Graph and Twitter cards.
 */
export function tradeboxMetadata(tradebox: TradeboxSeoSource): Metadata {
  const seo = tradeboxSeo(tradebox);
  const shared = { title: pageTitle(seo.title), description: seo.description };
  const images = seo.imageUrl ? [{ url: seo.imageUrl, alt: tradebox.name }] : undefined;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.canonicalUrl },
    openGraph: {
      ...shared,
      type: "website",
      url: seo.canonicalUrl,
      siteName: PRODUCT_NAME,
      locale: "en_IN",
      images,
    },
    twitter: { ...shared, card: images ? "summary_large_image" : "summary", images },
  };
}
