import type { ExploreParams } from "@/lib/explore/explore-params";
import { ResultsEmpty } from "./results-empty";
import { ResultsError } from "./results-error";
import { ResultsGrid } from "./results-grid";
import { ResultsPager } from "./results-pager";
import type { ExploreSearchOutcome } from "./run-explore-search";

interface Props {
  outcome: ExploreSearchOutcome;
  params: ExploreParams;
  basePath: string;
}

/** The results of the explore state: the cards and pager, or the empty or error state. */
export function ExploreResults({ outcome, params, basePath }: Props) {
  if (outcome.status === "error") return <ResultsError />;
  const { result } = outcome;
  if (result.result.length === 0) {
    return <ResultsEmpty params={params} basePath={basePath} totalHits={result.total_hits} />;
  }
  return (
    <>
      <ResultsGrid tradeboxes={result.result} />
      <ResultsPager params={params} basePath={basePath} totalPages={result.total_page} />
    </>
  );
}
