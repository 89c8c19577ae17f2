import { notFound } from "next/navigation";
import { routeMetadata } from "@/components/layout/route-metadata";
import { ExploreView } from "@/components/explore/explore-view";
import { visitorViewer } from "@/components/explore/run-explore-search";
import { isBrokerCode } from "@/lib/brokers";
import { parseExploreParams } from "@/lib/explore/parse-explore-params";
import { hasFilterSidebar, isLayoutClass } from "@/lib/routing/visitor-pages";

export const metadata = routeMetadata("explore");

interface Props {
  params: Promise<{ layout: string; broker?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A visitor's explore with a search text or filters: their own question, so rendered for the
 * request (it reads the query) rather than cached, under the same layout as the cached views.
 */
export default async function VisitorSearchPage({ params, searchParams }: Props) {
  const { layout, broker: brokerPath = [] } = await params;
  const [broker, ...rest] = brokerPath;
  if (!isLayoutClass(layout) || rest.length > 0) notFound();
  if (broker !== undefined && !isBrokerCode(broker)) notFound();
  return (
    <ExploreView
      params={parseExploreParams(await searchParams)}
      broker={broker}
      viewer={visitorViewer(broker)}
      sidebar={hasFilterSidebar(layout)}
    />
  );
}
