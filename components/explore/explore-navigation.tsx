"use client";

import { useRouter } from "next/navigation";
import { createContext, type ReactNode, useContext, useMemo, useTransition } from "react";
import { exploreLinkAt } from "@/lib/explore/explore-links";
import type { ExploreParams } from "@/lib/explore/explore-params";

interface ExploreNavigation {
  /** The explore state the page's results are for, as the server parsed it from the URL. */
  params: ExploreParams;
  /** /explore or /explore/{broker}: every change stays on it. */
  basePath: string;
  /** Push a new explore state; the server renders its results. */
  navigate: (next: ExploreParams, options?: { scroll?: boolean }) => void;
  /** A navigation is under way: the results on screen are about to change. */
  pending: boolean;
}

const ExploreNavigationContext = createContext<ExploreNavigation | null>(null);

/**
 * The URL is the explore page's state (spec §2); its islands read and change it through here.
 * The state comes from the server with the results it rendered, so the islands never disagree
 * with them, and a page served from cache needs nothing from the request.
 */
export function ExploreNavigationProvider({
  params,
  basePath,
  children,
}: {
  params: ExploreParams;
  basePath: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const value = useMemo<ExploreNavigation>(
    () => ({
      params,
      basePath,
      pending,
      navigate: (next, options) =>
        startTransition(() =>
          router.push(exploreLinkAt(basePath, next), { scroll: options?.scroll ?? false }),
        ),
    }),
    [basePath, params, pending, router],
  );
  return <ExploreNavigationContext value={value}>{children}</ExploreNavigationContext>;
}

export function useExploreNavigation(): ExploreNavigation {
  const navigation = useContext(ExploreNavigationContext);
  if (!navigation) throw new Error("useExploreNavigation outside ExploreNavigationProvider");
  return navigation;
}
