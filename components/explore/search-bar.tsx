"use client";

import { lazy, Suspense } from "react";
import type { SearchViewer } from "@/lib/explore/search-request";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { useExploreNavigation } from "./explore-navigation";
import { SearchTrigger } from "./search-trigger";

const load = () => import("./search-panel");
const SearchPanel = lazy(() => load().then((m) => ({ default: m.SearchPanel })));

/** The explore search bar; the panel's code loads when first wanted. */
export function SearchBar({ viewer }: { viewer: SearchViewer }) {
  const { params } = useExploreNavigation();
  const { active, triggerProps } = useOnDemand(load);
  if (!active) return <SearchTrigger search={params.search} {...triggerProps} />;
  return (
    <Suspense fallback={<SearchTrigger search={params.search} />}>
      <SearchPanel viewer={viewer} />
    </Suspense>
  );
}
