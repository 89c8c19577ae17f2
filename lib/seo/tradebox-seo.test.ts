import { describe, expect, it } from "vitest";
import { tradeboxJsonLd, serialiseJsonLd } from "./tradebox-json-ld";
import {
  crawlableImageUrl,
  META_DESCRIPTION_MAX_LENGTH,
  tradeboxMetaDescription,
  tradeboxSeo,
  truncateAtWord,
} from "./tradebox-seo";

const ORIGIN = "https://strikeline.in";
const tradebox = {
  name: "Finance Nifty Call Ratio Back Spread",
  slug: "finance-nifty-call-ratio-back-spread",
  description: "Sells one call and buys two higher calls: profits from a sharp rally.",
  long_description: "Sells one call and buys two higher calls. The analyst manages exits.",
  display_image: "data:image/svg+xml;base64,PHN2Zy8+",
  risk_level: "MEDIUM" as const,
  frequency: "MONTHLY" as const,
  underlying_token: 4407 as const,
  margin_required: 12236.38,
  market_trend: "UP" as const,
};

describe("tradeboxSeo", () => {
  it("titles the page with the tradebox's name and canonicalises on its slug", () => {
    expect(tradeboxSeo(tradebox, ORIGIN)).toEqual({
      title: "Finance Nifty Call Ratio Back Spread",
      description:
        "Sells one call and buys two higher calls: profits from a sharp rally. " +
        "Finance Nifty options, Monthly, Medium risk, margin ₹12,236.38.",
      canonicalUrl: "https://strikeline.in/explore/finance-nifty-call-ratio-back-spread",
      imageUrl: null,
    });
  });

  it("keeps the description within what search engines show, cut at a word", () => {
    const long = { ...tradebox, description: "A very long description ".repeat(12) };
    const description = tradeboxMetaDescription(long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/ very long…$/); // whole words only
    expect(truncateAtWord("short text", 50)).toBe("short text");
  });

  it("falls back to the long description and ends the summary with a full stop", () => {
    expect(
      tradeboxMetaDescription({ ...tradebox, description: " ", long_description: "Hedged" }),
    ).toBe("Hedged. Finance Nifty options, Monthly, Medium risk, margin ₹12,236.38.");
  });

  it("offers crawlers only images they can fetch", () => {
    expect(crawlableImageUrl("data:image/svg+xml;base64,AAAA", ORIGIN)).toBeNull();
    expect(crawlableImageUrl("/tradeboxes/a.png", ORIGIN)).toBe(
      "https://strikeline.in/tradeboxes/a.png",
    );
    expect(crawlableImageUrl("https://cdn.example/a.png", ORIGIN)).toBe(
      "https://cdn.example/a.png",
    );
    expect(crawlableImageUrl("//evil.example/a.png", ORIGIN)).toBeNull();
  });
});

describe("tradeboxJsonLd", () => {
  const ld = tradeboxJsonLd(tradebox, ORIGIN) as { "@graph": Record<string, unknown>[] };
  const [product, breadcrumb] = ld["@graph"];

  it("describes the tradebox as a financial product of the product, with its facts", () => {
    expect(product).toMatchObject({
      "@type": "FinancialProduct",
      name: tradebox.name,
      url: "https://strikeline.in/explore/finance-nifty-call-ratio-back-spread",
      provider: { "@type": "Organization", name: "Strikeline", url: "https://strikeline.in/" },
    });
    expect(product).not.toHaveProperty("image");
    expect(product?.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Margin required",
      value: 12236.38,
      unitCode: "INR",
    });
  });

  it("adds the breadcrumb Explore Tradebox › tradebox", () => {
    expect(breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Explore Tradebox", item: "https://strikeline.in/explore" },
        { position: 2, name: tradebox.name },
      ],
    });
  });

  it("serialises so no text can close the script element, and parses back unchanged", () => {
    const hostile = { name: "</script><script>alert(1)</script> & \u2028" };
    const text = serialiseJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
