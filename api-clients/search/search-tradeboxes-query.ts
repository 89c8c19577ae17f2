import { queryOptions } from "@tanstack/react-query";
import type { SearchRequest } from "@/lib/explore/search-request";
import { searchTradeboxes } from "./search-tradeboxes";

/**
 * The one home of the search query's key and fetcher. The body names the viewer (its owner
 * filter), so two viewers never share a cached page.
 */
export function searchTradeboxesQuery(body: SearchRequest, token?: string) {
  return queryOptions({
    queryKey: ["search", "tradeboxes", body] as const,
    queryFn: ({ signal }) => searchTradeboxes({ body, token, signal }),
  });
}
