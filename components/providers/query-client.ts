import {
  MutationCache,
  QueryCache,
  QueryClient,
  defaultShouldDehydrateQuery,
} from "@tanstack/react-query";
import { ApiStatusError, NetworkError } from "@/api-clients/errors";

/** A query or mutation's `meta` that keeps its errors out of the toasts (it shows its own). */
export const QUIET_ERRORS = { quietErrors: true } as const;

/** Where every failed query and mutation is handled, with its `meta`. */
export type CallErrorHandler = (error: unknown, quiet: boolean) => void;

const isQuiet = (meta: Record<string, unknown> | undefined) => meta?.quietErrors === true;

/** Worth one more try: no answer, or the server failing; never a 4xx or a broken contract. */
export function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiStatusError && error.status >= 500);
}

/** One place for the app's query defaults, shared by the browser and future server prefetches. */
export function makeQueryClient(onError?: CallErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError?.(error, isQuiet(query.meta)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, isQuiet(mutation.meta)),
    }),
    defaultOptions: {
      queries: {
        // Above zero so data prefetched on the server is not refetched at once on hydration.
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && isTransient(error),
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
