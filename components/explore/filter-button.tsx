"use client";

import { SlidersHorizontal } from "lucide-react";
import { type ComponentPropsWithoutRef, lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { panelFilterCount } from "@/lib/explore/filter-edits";
import styles from "./explore-page.module.css";
import { useExploreNavigation } from "./explore-navigation";

const load = () => import("./filter-modal");
const FilterModal = lazy(() => load().then((m) => ({ default: m.FilterModal })));

/** 'Filters' with how many are set; opens the filter panel. */
export function FilterButtonView({
  count,
  ...props
}: ComponentPropsWithoutRef<"button"> & { count: number }) {
  return (
    <button type="button" className={styles.filterButton} {...props}>
      <SlidersHorizontal aria-hidden />
      Filters
      {count > 0 && (
        <span className={styles.count} aria-label={`${count} set`}>
          {count}
        </span>
      )}
    </button>
  );
}

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
