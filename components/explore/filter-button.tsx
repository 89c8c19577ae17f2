"use client";

import { lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { panelFilterCount } from "@/lib/explore/filter-edits";
import { useExploreNavigation } from "./explore-navigation";
import { FilterButtonView } from "./filter-button-view";

const load = () => import("./filter-modal");
const FilterModal = lazy(() => load().then((m) => ({ default: m.FilterModal })));

/** Below lg the filters live in a modal (a bottom drawer on phones); it loads when wanted. */
export function FilterButton() {
  const { params } = useExploreNavigation();
  const { active, triggerProps } = useOnDemand(load);
  const count = panelFilterCount(params.filters);
  if (!active) return <FilterButtonView count={count} {...triggerProps} />;
  return (
    <Suspense fallback={<FilterButtonView count={count} />}>
      <FilterModal />
    </Suspense>
  );
}
