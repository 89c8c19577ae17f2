import { availableMarginQuery } from "@/api-clients/user-strategy/margin";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";
import { readSession } from "@/components/session/read-session";

export const metadata = routeMetadata("dashboard");

export default async function DashboardPage() {
  const session = await readSession();
  return (
    <PrefetchedQueries
      prefetch={(client, token) =>
        Promise.all([
          client.prefetchQuery(basketQueries.active(token)),
          client.prefetchQuery(availableMarginQuery(token)),
        ])
      }
    >
      <DashboardView broker={session?.broker ?? null} />
    </PrefetchedQueries>
  );
}
