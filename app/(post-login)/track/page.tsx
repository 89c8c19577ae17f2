import { cookies } from "next/headers";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";
import { readSession } from "@/components/session/read-session";
import { readWebviewOnServer } from "@/components/session/read-webview";
import { TrackView } from "@/components/track/track-view";
import { ALERTS_PROMPT_COOKIE, promptLikelyShown } from "@/lib/alerts/alerts-prompt-hint";

export const metadata = routeMetadata("track");

export default async function TrackPage() {
  const [session, jar, webview] = await Promise.all([
    readSession(),
    cookies(),
    readWebviewOnServer(),
  ]);
  const alertsPromptLikely = promptLikelyShown(jar.get(ALERTS_PROMPT_COOKIE)?.value, webview);
  return (
    <PrefetchedQueries
      prefetch={(client, token) => client.prefetchQuery(basketQueries.active(token))}
    >
      <TrackView broker={session?.broker ?? null} alertsPromptLikely={alertsPromptLikely} />
    </PrefetchedQueries>
  );
}
