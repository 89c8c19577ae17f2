import { SlidersHorizontal } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";
import styles from "./explore-page.module.css";

/** 'Filters' with how many are set: the trigger, before and after the filter panel has loaded. */
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
