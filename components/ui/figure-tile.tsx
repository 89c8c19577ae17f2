import type { ReactNode } from "react";
import type { FigureTone } from "@/lib/performance/summary-figures";
import styles from "./figure-tile.module.css";

interface Props {
  label: string;
  value: ReactNode;
  tone?: FigureTone;
  detail?: ReactNode;
  size?: "md" | "lg";
}

/** A labelled figure: the label small and muted, the value prominent, an optional note. */
export function FigureTile({ label, value, tone = "neutral", detail, size = "md" }: Props) {
  const valueClass = `${styles.value} ${styles[tone]}${size === "lg" ? ` ${styles.lg}` : ""}`;
  return (
    <div className={styles.tile}>
      <p className={styles.label}>{label}</p>
      <p className={valueClass}>{value}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}

/** Figures labelled for a trader, as lib's figure lists give them. */
interface LabelledFigure {
  key: string;
  label: string;
  value: string;
  tone: FigureTone;
  detail: string;
}

/** A grid of labelled figures, each a tile. */
export function FigureTiles({
  figures,
  className,
}: {
  figures: readonly LabelledFigure[];
  /** The grid's class (a CSS module's, so possibly undefined to the type checker). */
  className: string | undefined;
}) {
  return (
    <div className={className}>
      {figures.map((figure) => (
        <FigureTile
          key={figure.key}
          label={figure.label}
          value={figure.value}
          tone={figure.tone}
          detail={figure.detail}
        />
      ))}
    </div>
  );
}

/**
 * The grids figures sit in: two up (place card), the payoff's four, every performance figure,
 * and as many as fit the container (the what-if, Track's side panel).
 */
export const FIGURE_GRIDS = {
  pair: styles.pair,
  payoff: styles.payoffGrid,
  performance: styles.performanceGrid,
  fluid: styles.fluidGrid,
} as const;
