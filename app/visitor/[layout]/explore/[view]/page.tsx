import { notFound } from "next/navigation";
import { routeMetadata } from "@/components/layout/route-metadata";
import { ExploreView } from "@/components/explore/explore-view";
import { visitorViewer } from "@/components/explore/run-explore-search";
import { exploreViewParams, parseExploreViewKey } from "@/lib/explore/cached-explore-view";
import { hasFilterSidebar, isLayoutClass } from "@/lib/routing/visitor-pages";

export const metadata = routeMetadata("explore");

// Rendered again when it goes stale, and at once when an analyst changes a tradebox
// (api/revalidate). Next reads a literal only: the table is lib/page-cache/
// visitor-page-lifetimes.ts, and its test holds this to it.
export const revalidate = 300;

/** Each view is rendered on its first visit, then served from cache. */
export function generateStaticParams(): { view: string }[] {
  return [];
}

interface Props {
  params: Promise<{ layout: string; view: string }>;
}

/**
 * A visitor's explore view (lib/explore/cached-explore-view.ts): the catalogue or a broker's,
 * a category, a sort, a page. Its key is the whole input, so the page is cached per key.
 */
export default async function CachedExplorePage({ params }: Props) {
  const { layout, view: key } = await params;
  const view = parseExploreViewKey(decodeURIComponent(key));
  if (!view || !isLayoutClass(layout)) notFound();
  return (
    <ExploreView
      params={exploreViewParams(view)}
      broker={view.broker}
      viewer={visitorViewer(view.broker)}
      sidebar={hasFilterSidebar(layout)}
      searchFailure="throw"
    />
  );
}
