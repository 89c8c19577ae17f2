import type { MetadataRoute } from "next";
import * as z from "@/lib/validation/zod";
import { requestData } from "@/api-clients/envelope";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { searchRequestBody } from "@/lib/explore/search-request";
import { defaultSort } from "@/lib/explore/sort-options";
import { publicPageEntries, tradeboxEntries } from "@/lib/seo/sitemap-entries";
import { tradeboxWireSchema } from "@/lib/tradebox/tradebox-wire";

// Listed from the search service on each request: never at build time, when it is not running.
export const dynamic = "force-dynamic";

/** The tradebox fields a sitemap entry needs; the rest of each result is not read. */
const sitemapTradeboxSchema = z.pick(tradeboxWireSchema, {
  name: true,
  slug: true,
  created_time: true,
  live_date: true,
  basket_creation_time: true,
});

/** POST /search data (spec §7), narrowed to what the sitemap reads. */
const searchPageSchema = z.object({
  total_page: z.int().check(z.minimum(0)),
  result: z.array(sitemapTradeboxSchema),
});

/** A sitemap holds at most 50,000 URLs; 12 a page, this many pages stay well inside it. */
const MAX_PAGES = 1000;

/** Every tradebox a visitor can find: each page of an empty search, as a visitor (no token). */
async function publicTradeboxes() {
  const page = (number: number) =>
    requestData({
      baseUrl: SERVICE_URLS.search,
      path: "/search",
      method: "POST",
      body: searchRequestBody({ search: "", page: number, filters: {}, sort: defaultSort() }, {}),
      flag: "is_success",
      data: searchPageSchema,
    });
  const first = await page(1);
  const pages = Math.min(first.total_page, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.result);
}

/** sitemap.xml: the public pages and every public tradebox profile by its canonical URL. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...publicPageEntries(), ...tradeboxEntries(await publicTradeboxes())];
}
