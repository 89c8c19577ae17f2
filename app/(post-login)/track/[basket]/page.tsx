import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { PageContainer } from "@/components/layout/page-container";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";
import { readSession } from "@/components/session/read-session";
import { BasketDetail } from "@/components/track/basket-detail";

export const metadata = routeMetadata("trackBasket");

export default async function TrackBasketPage({ params }: { params: Promise<{ basket: string }> }) {
  const [{ basket }, session] = await Promise.all([params, readSession()]);
  return (
    <PrefetchedQueries
      prefetch={(client, token) => client.prefetchQuery(basketQueries.details(basket, token))}
    >
      <PageContainer py="4" maxW="xl">
        <BasketDetail basketId={basket} broker={session?.broker ?? null} />
      </PageContainer>
    </PrefetchedQueries>
  );
}
