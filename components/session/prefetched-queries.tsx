import "server-only";
import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { makeQueryClient } from "@/components/providers/query-client";
import { SESSION_COOKIE } from "@/lib/product";

/** How long a page waits for the services before sending its HTML with their data on its way. */
const PREFETCH_WAIT_MS = 1_500;

/**
 * Fetches a trader page's first data on the server and hands it to the client's React Query, so
 * the page's HTML already shows it: nothing waits for the script to load and then ask (on a
 * phone the page's largest paint was its data, seconds after the first: issue #32). A query
 * still pending after PREFETCH_WAIT_MS goes to the client pending and resolves there; one that
 * failed is asked again by the client, as without a prefetch.
 */
export async function PrefetchedQueries({
  prefetch,
  children,
}: {
  /** The page's prefetches, on the trader's session token (the cookie the client reads too). */
  prefetch: (client: QueryClient, token: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return children;
  const client = makeQueryClient();
  // No second try on the server: a page waits for one answer at most; the client retries.
  client.setQueryDefaults([], { retry: false });
  await Promise.race([
    prefetch(client, token),
    new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS)),
  ]);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
