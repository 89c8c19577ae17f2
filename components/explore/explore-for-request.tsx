import { headers } from "next/headers";
import type { BrokerCode } from "@/lib/brokers";
import { parseExploreParams, type SearchParamsRecord } from "@/lib/explore/parse-explore-params";
import { deviceClassFromHeaders } from "@/lib/routing/device-class";
import { hasFilterSidebar, layoutClassOf } from "@/lib/routing/visitor-pages";
import { ExploreView } from "./explore-view";
import { exploreViewer } from "./run-explore-search";

interface Props {
  /** The URL's explore state; anything that does not parse takes its default. */
  searchParams: SearchParamsRecord;
  broker?: BrokerCode;
}

/**
 * Explore rendered for this request: its session's viewer (a trader's base filters, spec §5)
 * and its device's layout. A visitor's explore is rendered from its URL alone
 * (app/visitor/[layout]/explore) and served from cache.
 */
export async function ExploreForRequest({ searchParams, broker }: Props) {
  const [viewer, requestHeaders] = await Promise.all([exploreViewer(broker), headers()]);
  return (
    <ExploreView
      params={parseExploreParams(searchParams)}
      broker={broker}
      viewer={viewer}
      sidebar={hasFilterSidebar(layoutClassOf(deviceClassFromHeaders(requestHeaders)))}
    />
  );
}
