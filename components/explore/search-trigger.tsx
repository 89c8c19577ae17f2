"use client";

import { Search } from "lucide-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import styles from "./explore-page.module.css";

type Props = ComponentPropsWithoutRef<"button"> & { search: string };

/** The search bar as the page shows it: opens the search panel (spec §2 screen 9). */
export const SearchTrigger = forwardRef<HTMLButtonElement, Props>(function SearchTrigger(
  { search, className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.searchTrigger} ${search ? styles.searched : ""} ${className ?? ""}`}
      aria-label={search ? `Search: ${search}` : "Search tradeboxes"}
      {...props}
    >
      <Search aria-hidden />
      <span className={styles.searchText}>
        {search || "Search tradeboxes by name, strategy or index"}
      </span>
    </button>
  );
});
