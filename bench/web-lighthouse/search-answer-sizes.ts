// The search answers a phone downloads (issue #32): a page of results and the search panel's
// three suggestions, as sent and as gzipped on the wire, against their budgets.
import { gzipSync } from "node:zlib";
import { defaultExploreParams, withSearch } from "../../lib/explore/explore-params";
import { searchRequestBody, type SearchRequest } from "../../lib/explore/search-request";

export interface AnswerSize {
  answer: string;
  jsonBytes: number;
  gzippedBytes: number;
  budgetBytes: number;
}

/** Gzipped bytes a page of 12 results may take; three suggestions. */
const PAGE_BUDGET_BYTES = 30_000;
const SUGGESTIONS_BUDGET_BYTES = 5_000;
/** A word many sample tradeboxes hold, as a trader types it. */
const TYPED = "condor";

async function sizeOf(
  servicesUrl: string,
  answer: string,
  body: SearchRequest,
  budgetBytes: number,
): Promise<AnswerSize> {
  const response = await fetch(`${servicesUrl}/search/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${answer}: the search service answered ${response.status}`);
  const text = await response.text();
  return {
    answer,
    jsonBytes: Buffer.byteLength(text),
    gzippedBytes: gzipSync(text).length,
    budgetBytes,
  };
}

/** A visitor's first page of /explore, and the suggestions for a typed word. */
export async function searchAnswerSizes(servicesUrl: string): Promise<AnswerSize[]> {
  const page = searchRequestBody(defaultExploreParams(), {});
  const typed = searchRequestBody(withSearch(defaultExploreParams(), TYPED), {});
  return [
    await sizeOf(servicesUrl, "a page of 12 results", page, PAGE_BUDGET_BYTES),
    await sizeOf(
      servicesUrl,
      `3 suggestions for '${TYPED}'`,
      { ...typed, view: "suggestions" },
      SUGGESTIONS_BUDGET_BYTES,
    ),
  ];
}
