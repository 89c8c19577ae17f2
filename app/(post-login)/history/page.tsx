import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { HistoryView } from "@/components/history/history-view";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";

export const metadata = routeMetadata("history");

export default function HistoryPage() {
  return (
    <PrefetchedQueries
      prefetch={(client, token) => client.prefetchQuery(basketQueries.history(token))}
    >
      <HistoryView />
    </PrefetchedQueries>
  );
}
