"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { createContext, type ReactNode, useContext, useMemo, useTransition } from "react";
import { exploreLinkAt } from "@/lib/explore/explore-links";
import { type ExploreParams, parseExploreParams } from "@/lib/explore/explore-params";

interface ExploreNavigation {
  /** The explore state of the URL, parsed as the server parsed it (defaults on failure). */
  params: ExploreParams;
  /** /explore or /explore/{broker}: every change stays on it. */
  basePath: string;
  /** Push a new explore state; the server renders its results. */
  navigate: (next: ExploreParams, options?: { scroll?: boolean }) => void;
  /** A navigation is under way: the results on screen are about to change. */
  pending: boolean;
}

const ExploreNavigationContext = createContext<ExploreNavigation | null>(null);

/** The URL is the explore page's state (spec §2); its islands read and change it through here. */
export function ExploreNavigationProvider({
  basePath,
  children,
}: {
  basePath: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const value = useMemo<ExploreNavigation>(
    () => ({
      params: parseExploreParams(searchParams),
      basePath,
      pending,
      navigate: (next, options) =>
        startTransition(() =>
          router.push(exploreLinkAt(basePath, next), { scroll: options?.scroll ?? false }),
        ),
    }),
    [basePath, pending, router, searchParams],
  );
  return <ExploreNavigationContext value={value}>{children}</ExploreNavigationContext>;
}

export function useExploreNavigation(): ExploreNavigation {
  const navigation = useContext(ExploreNavigationContext);
  if (!navigation) throw new Error("useExploreNavigation outside ExploreNavigationProvider");
  return navigation;
}
