import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";
import { brokerByCode } from "@/lib/brokers";
import { exploreSlugRoute, type SlugProps } from "./explore-slug-route";

export async function generateMetadata(props: SlugProps): Promise<Metadata> {
  return routeMetadata((await exploreSlugRoute(props)).route);
}

export default async function ExploreSlugPage(props: SlugProps) {
  const { route, params } = await exploreSlugRoute(props);
  const broker = params.broker ? brokerByCode(params.broker) : undefined;
  return (
    <RoutePlaceholder route={route}>
      {broker
        ? `The tradeboxes you can follow through ${broker.name} will appear here.`
        : `The profile of tradebox ${params.sid ?? ""}: performance, payoff and legs, will appear here.`}
    </RoutePlaceholder>
  );
}
