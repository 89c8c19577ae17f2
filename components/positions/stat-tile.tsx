import type { ReactNode } from "react";
import figure from "@/components/ui/figure-tile.module.css";
import styles from "./stat-tile.module.css";

/** A StatTile's label look (small, muted, in capitals), for a label above another figure. */
export const STAT_LABEL_CLASS = `${figure.label} ${styles.caps}`;

/**
 * A labelled figure: the label small and muted above the value. FigureTile's look in plain CSS
 * (no Chakra on the trader pages' first load), with its label in capitals.
 */
export function StatTile({
  label,
  children,
  hint,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className={figure.tile}>
      <p className={STAT_LABEL_CLASS}>{label}</p>
      <div className={`${figure.value} ${styles.wrap}`}>{children}</div>
      {hint ? <div className={figure.detail}>{hint}</div> : null}
    </div>
  );
}
