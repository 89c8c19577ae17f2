import * as z from "../validation/zod";
import { tradeboxWireSchema } from "../tradebox/tradebox-wire";
import { dropTestTradeboxes } from "../validation/test-tradeboxes";
import { searchSuggestions } from "./search-limits";

/**
 * What a search suggestion shows (spec §2: image and name, to the profile), and all the search
 * service sends for one when asked for suggestions: a page of full tradeboxes is many times that.
 */
export const suggestionWireSchema = z.pick(tradeboxWireSchema, {
  id: true,
  slug: true,
  name: true,
  display_image: true,
});
export type SuggestionWire = z.infer<typeof suggestionWireSchema>;

/** The answer to a search for suggestions: the totals, and the suggestions alone. */
export const suggestionsResultSchema = z.object({
  total_hits: z.int().check(z.minimum(0)),
  total_page: z.int().check(z.minimum(0)),
  result: z.array(suggestionWireSchema).check(z.maxLength(3)),
});
export type SuggestionsResult = z.infer<typeof suggestionsResultSchema>;

/** A page's results as suggestions: no test tradebox (spec §5), the first three, their fields. */
export function toSuggestions(results: readonly SuggestionWire[]): SuggestionWire[] {
  return searchSuggestions(dropTestTradeboxes(results)).map(
    ({ id, slug, name, display_image }) => ({ id, slug, name, display_image }),
  );
}
