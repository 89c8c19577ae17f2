"use client";

import { withSort } from "@/lib/explore/explore-links";
import { sortLabel } from "@/lib/explore/sort-labels";
import {
  SORT_OPTIONS,
  sortOption,
  sortOptionOf,
  type SortOptionId,
} from "@/lib/explore/sort-options";
import { NativeSelect } from "@/components/ui/native-select";
import styles from "./explore-page.module.css";
import { useExploreNavigation } from "./explore-navigation";

// The value of the entry for a category's own order, which is none of the spec's options.
const CURRENT = "current";

function isSortOptionId(value: string): value is SortOptionId {
  return SORT_OPTIONS.some((o) => o.id === value);
}

/** Spec §9 sort options; a category's own order shows as an extra entry while it applies. */
export function SortSelect() {
  const { params, navigate } = useExploreNavigation();
  const selected = sortOptionOf(params.sort)?.id ?? CURRENT;
  return (
    <div className={styles.sort}>
      <label htmlFor="explore-sort" className={styles.sortLabel}>
        Sort by
      </label>
      <NativeSelect
        id="explore-sort"
        aria-label="Sort by"
        className={styles.sortSelect}
        value={selected}
        onChange={(e) => {
          const id = e.currentTarget.value;
          if (isSortOptionId(id)) navigate(withSort(params, sortOption(id).sort));
        }}
      >
        {selected === CURRENT && <option value={CURRENT}>{sortLabel(params.sort)}</option>}
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
