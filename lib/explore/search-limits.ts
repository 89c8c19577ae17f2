/** Spec §5/§9: the explore search waits 140 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 140;

/** Spec §2/§9: the search panel shows at most 3 matching tradeboxes. */
export const SEARCH_SUGGESTION_LIMIT = 3;

/** The search panel's suggestions: the first results, capped at the spec's limit. */
export function searchSuggestions<T>(results: readonly T[]): T[] {
  return results.slice(0, SEARCH_SUGGESTION_LIMIT);
}
