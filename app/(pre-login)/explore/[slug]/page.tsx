import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExploreForRequest } from "@/components/explore/explore-for-request";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";
import { TradeboxProfile } from "@/components/tradebox-profile/tradebox-profile";
import { tradeboxMetadata } from "@/components/tradebox-profile/tradebox-metadata";
import { isBrokerCode } from "@/lib/brokers";
import { exploreSlugRoute, type SlugProps } from "./explore-slug-route";
import { loadTradeboxProfile } from "@/components/tradebox-profile/load-tradebox-profile";

export async function generateMetadata(props: SlugProps): Promise<Metadata> {
  const { route, params } = await exploreSlugRoute(props);
  if (params.sid) return tradeboxMetadata((await loadTradeboxProfile(params.sid)).tradebox);
  return routeMetadata(route);
}

export default async function ExploreSlugPage(props: SlugProps) {
  const { params } = await exploreSlugRoute(props);
  if (params.sid) {
    const [profile, session] = await Promise.all([loadTradeboxProfile(params.sid), readSession()]);
    return <TradeboxProfile profile={profile} loggedIn={session !== null} now={new Date()} />;
  }
  // The route table matches {broker} to broker codes only.
  const broker = params.broker && isBrokerCode(params.broker) ? params.broker : undefined;
  if (!broker) notFound();
  return <ExploreForRequest searchParams={await props.searchParams} broker={broker} />;
}
