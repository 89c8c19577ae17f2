"use client";

import { QueryClientProvider, isServer, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { makeQueryClient } from "./query-client";

let browserQueryClient: QueryClient | undefined;

// A fresh client per server request (no data shared between users); one per browser tab, kept
// even if React suspends and remounts the provider.
function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
