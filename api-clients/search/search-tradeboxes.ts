import * as z from "@/lib/validation/zod";
import type { SearchRequest } from "@/lib/explore/search-request";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { tradeboxWireSchema } from "@/lib/tradebox/tradebox-wire";
import { dropTestTradeboxes } from "@/lib/validation/test-tradeboxes";
import { requestData } from "../envelope";

/** Spec §7 POST /search `data`: the hits, the pages, and this page's tradeboxes. */
export const searchResultSchema = z.object({
  total_hits: z.int().check(z.minimum(0)),
  total_page: z.int().check(z.minimum(0)),
  result: z.array(tradeboxWireSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export interface SearchTradeboxesCall {
  /** The body, built by searchRequestBody (base filters applied). */
  body: SearchRequest;
  /** The viewer's session token; a visitor sends none. */
  token?: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  baseUrl?: string;
}

/**
 * POST {search}/search (spec §7): a page of tradeboxes for an explore state. Works on the server
 * (SSR, token from the cookie) and in the browser (token from js-cookie). Test tradeboxes (spec
 * §5) are dropped here, on the app's side of the call, so no screen ever lists one; the totals
 * stay the service's.
 */
export async function searchTradeboxes(call: SearchTradeboxesCall): Promise<SearchResult> {
  const data = await requestData({
    flag: "is_success",
    baseUrl: call.baseUrl ?? SERVICE_URLS.search,
    path: "/search",
    method: "POST",
    body: call.body,
    token: call.token,
    signal: call.signal,
    fetchImpl: call.fetchImpl,
    data: searchResultSchema,
  });
  return { ...data, result: dropTestTradeboxes(data.result) };
}
