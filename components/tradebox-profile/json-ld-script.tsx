import { serialiseJsonLd } from "@/lib/seo/tradebox-json-ld";

/** Structured data for search engines, escaped so no text in it can end the script element. */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // The only way to put JSON in a script element; serialiseJsonLd escapes '<', '>' and '&'.
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
