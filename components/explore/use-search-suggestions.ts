"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { searchSuggestionsQuery } from "@/api-clients/search/search-suggestions";
import { withSearch } from "@/lib/explore/explore-params";
import { SEARCH_DEBOUNCE_MS } from "@/lib/explore/search-limits";
import { searchRequestBody, type SearchViewer } from "@/lib/explore/search-request";
import { SESSION_COOKIE } from "@/lib/product";
import { useExploreNavigation } from "./explore-navigation";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The search panel's suggestions for what the trader is typing: 140 ms after the last keystroke,
 * the explore query (its filters and sort, this text, page 1) asked for its suggestions alone:
 * at most 3 (spec §5/§9), each with only what the panel shows.
 */
export function useSearchSuggestions(text: string, viewer: SearchViewer) {
  const { params } = useExploreNavigation();
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const body = searchRequestBody(withSearch(params, settled), viewer);
  const query = useQuery({
    ...searchSuggestionsQuery(body, Cookies.get(SESSION_COOKIE)),
    enabled: settled !== "",
    // Keep the last suggestions on screen while the next ones load, so the list doesn't flash.
    placeholderData: keepPreviousData,
  });
  return {
    /** The text the suggestions are for; '' shows none. */
    settled,
    /** Typing or fetching: what is on screen may be about to change. */
    updating: typed !== settled || query.isFetching,
    suggestions: settled === "" ? [] : (query.data ?? []),
    failed: settled !== "" && query.isError && !query.isFetching,
    answered: settled !== "" && query.isSuccess && !query.isPlaceholderData,
  };
}
