import { Suspense } from "react";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";
import { readSession } from "@/components/session/read-session";
import { TrackView } from "@/components/track/track-view";

export const metadata = routeMetadata("track");

export default async function TrackPage() {
  const session = await readSession();
  return (
    <PrefetchedQueries
      prefetch={(client, token) => client.prefetchQuery(basketQueries.active(token))}
    >
      {/* The panel's basket comes from the URL (?basket=), read on the client. */}
      <Suspense>
        <TrackView broker={session?.broker ?? null} />
      </Suspense>
    </PrefetchedQueries>
  );
}
