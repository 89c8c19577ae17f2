import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";
import { TradeboxProfile } from "@/components/tradebox-profile/tradebox-profile";
import { tradeboxMetadata } from "@/components/tradebox-profile/tradebox-metadata";
import { brokerByCode } from "@/lib/brokers";
import { exploreSlugRoute, type SlugProps } from "./explore-slug-route";
import { loadTradeboxProfile } from "./load-tradebox-profile";

export async function generateMetadata(props: SlugProps): Promise<Metadata> {
  const { route, params } = await exploreSlugRoute(props);
  if (params.sid) return tradeboxMetadata((await loadTradeboxProfile(params.sid)).tradebox);
  return routeMetadata(route);
}

export default async function ExploreSlugPage(props: SlugProps) {
  const { route, params } = await exploreSlugRoute(props);
  if (params.sid) {
    const [profile, session] = await Promise.all([loadTradeboxProfile(params.sid), readSession()]);
    return <TradeboxProfile profile={profile} loggedIn={session !== null} now={new Date()} />;
  }
  const broker = params.broker ? brokerByCode(params.broker) : undefined;
  return (
    <RoutePlaceholder route={route}>
      {`The tradeboxes you can follow through ${broker?.name ?? "your broker"} will appear here.`}
    </RoutePlaceholder>
  );
}
