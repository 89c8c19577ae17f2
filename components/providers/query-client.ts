import { QueryClient, defaultShouldDehydrateQuery } from "@tanstack/react-query";

/** One place for the app's query defaults, shared by the browser and future server prefetches. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above zero so data prefetched on the server is not refetched at once on hydration.
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: true,
      },
      dehydrate: {
        // Also hand pending queries to the client, so streamed prefetches resolve there.
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}
