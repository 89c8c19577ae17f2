import { queryOptions } from "@tanstack/react-query";
import type { SearchRequest } from "@/lib/explore/search-request";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { suggestionsResultSchema, toSuggestions } from "@/lib/explore/search-suggestion";
import { requestData } from "../envelope";

/**
 * POST {search}/search with view 'suggestions' (docs/api.md): the search panel's suggestions for
 * an explore state, each only its id, slug, name and image. Test tradeboxes are dropped on this
 * side too (spec §5).
 */
export function searchSuggestionsQuery(body: SearchRequest, token?: string) {
  const asked: SearchRequest = { ...body, view: "suggestions" };
  return queryOptions({
    queryKey: ["search", "suggestions", asked] as const,
    queryFn: async ({ signal }) => {
      const data = await requestData({
        flag: "is_success",
        baseUrl: SERVICE_URLS.search,
        path: "/search",
        method: "POST",
        body: asked,
        token,
        signal,
        data: suggestionsResultSchema,
      });
      return toSuggestions(data.result);
    },
  });
}
