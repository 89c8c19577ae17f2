import { SearchX } from "lucide-react";
import NextLink from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { exploreLinkAt, withoutFilters, withPage } from "@/lib/explore/explore-links";
import { type ExploreParams, withSearch } from "@/lib/explore/explore-params";
import { ResultsMessage } from "./results-message";

interface Props {
  params: ExploreParams;
  basePath: string;
  /** Hits of the whole search: some exist when the page asked for is past the last. */
  totalHits: number;
}

/** Nothing to list: says why, and offers the way back to results. */
export function ResultsEmpty({ params, basePath, totalHits }: Props) {
  const link = (next: ExploreParams) => exploreLinkAt(basePath, next);
  if (totalHits > 0 && params.page > 1) {
    return (
      <ResultsMessage
        icon={SearchX}
        title="This page is past the last one"
        actions={
          <NextLink href={link(withPage(params, 1))} className={buttonClass()}>
            Go to the first page
          </NextLink>
        }
      >
        The results have fewer pages than this link asked for.
      </ResultsMessage>
    );
  }
  const filtered = Object.keys(params.filters).length > 0 || params.id !== undefined;
  const searched = params.search !== "";
  return (
    <ResultsMessage
      icon={SearchX}
      title="No tradeboxes match"
      actions={
        <>
          {filtered && (
            <NextLink href={link(withoutFilters(params))} className={buttonClass()}>
              Clear filters
            </NextLink>
          )}
          {searched && (
            <NextLink
              href={link(withSearch(params, ""))}
              className={buttonClass({ variant: filtered ? "outline" : "solid" })}
            >
              Clear search
            </NextLink>
          )}
        </>
      }
    >
      {searched
        ? `Nothing matches “${params.search}”${filtered ? " with these filters" : ""}.`
        : filtered
          ? "No tradebox fits all of these filters. Clear some to see more."
          : "No tradeboxes are open right now. Check back soon."}
    </ResultsMessage>
  );
}
