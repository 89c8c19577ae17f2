"use client";

import type { ReactNode } from "react";
import styles from "./explore-page.module.css";
import { useExploreNavigation } from "./explore-navigation";

/** The results, dimmed and marked busy while a new explore state loads. */
export function ResultsRegion({ children }: { children: ReactNode }) {
  const { pending } = useExploreNavigation();
  return (
    <div
      id="explore-results"
      aria-busy={pending}
      className={`${styles.region} ${pending ? styles.pending : ""}`}
    >
      {children}
    </div>
  );
}
