"use client";

import { PlainButton } from "@/components/ui/plain-button";
import { panelFilterCount, withoutPanelFilters } from "@/lib/explore/filter-edits";
import { withFilters } from "@/lib/explore/explore-links";
import { useExploreNavigation } from "./explore-navigation";
import { FilterFields } from "./filter-fields";
import styles from "./filters.module.css";

/** Desktop filters beside the results (lg and up): each chip applies at once. */
export function FilterSidebar() {
  const { params, navigate } = useExploreNavigation();
  const count = panelFilterCount(params.filters);
  return (
    <aside aria-label="Filters" className={styles.sidebar}>
      <div className={styles.sidebarHeader}>
        <h2 className={styles.sidebarTitle}>Filters</h2>
        {count > 0 && (
          <PlainButton
            variant="plain"
            size="xs"
            className={styles.clearAll}
            onClick={() => navigate(withFilters(params, withoutPanelFilters(params.filters)))}
          >
            Clear all ({count})
          </PlainButton>
        )}
      </div>
      <FilterFields filters={params.filters} onChange={(f) => navigate(withFilters(params, f))} />
    </aside>
  );
}
