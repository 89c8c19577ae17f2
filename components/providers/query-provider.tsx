"use client";

import { QueryClientProvider, isServer, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { makeQueryClient } from "./query-client";

let browserQueryClient: QueryClient | undefined;

// The handler (toasts, logout) loads with the first failure, not with every page.
const handleCallError = (error: unknown, quiet: boolean) =>
  void import("./call-error-handler").then((m) => m.handleCallError(error, quiet));

// A fresh client per server request (no data shared between users, no toasts); one per browser
// tab, kept even if React suspends and remounts the provider, routing every failure through §8.
function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient(handleCallError);
  return browserQueryClient;
}

/**
 * React Query for the part of the page that queries: the logged-in shell, and what a public page
 * loads on use (the search panel, a trader's background services). Not in the root layout, so a
 * visitor's first load carries none of it. Every provider shares the tab's one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
