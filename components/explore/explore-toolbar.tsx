import type { ExploreParams } from "@/lib/explore/explore-params";
import { panelFilterCount } from "@/lib/explore/filter-edits";
import styles from "./explore-page.module.css";
import { FilterButton } from "./filter-button";
import { SortSelect } from "./sort-select";

/** Above the results: the filters button (below lg), what is listed, and the sort. */
export function ExploreToolbar({
  params,
  totalPages,
}: {
  params: ExploreParams;
  totalPages: number;
}) {
  const page = totalPages > 1 ? `Page ${Math.min(params.page, totalPages)} of ${totalPages}` : "";
  const filtered = panelFilterCount(params.filters) > 0;
  const what = params.search
    ? `Results for “${params.search}”`
    : filtered
      ? "Tradeboxes matching your filters"
      : "All tradeboxes";
  return (
    <div className={styles.toolbar}>
      <div className={styles.belowLg}>
        <FilterButton />
      </div>
      <p className={styles.listed}>
        {what}
        {page && ` · ${page}`}
      </p>
      <SortSelect />
    </div>
  );
}
