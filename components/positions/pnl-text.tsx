import type { CSSProperties } from "react";
import type { Paise } from "@/lib/money/paise";
import { formatPnl, pnlColor } from "@/lib/track/format";
import styles from "./pnl-text.module.css";

const TONES: Record<ReturnType<typeof pnlColor>, string | undefined> = {
  profit: styles.profit,
  loss: styles.loss,
  "fg.muted": styles.muted,
};

/** The class that colours a figure as pnlColor does: green for profit, red for loss. */
export function pnlToneClass(amount: number): string | undefined {
  return TONES[pnlColor(amount)];
}

interface Props {
  amount: Paise;
  /** A font size token of the theme; the surrounding text's size when left out. */
  fontSize?: "xs" | "sm" | "md" | "lg" | "xl" | "2xl";
  /** A font weight token of the theme; the surrounding text's weight when left out. */
  fontWeight?: "medium" | "semibold" | "bold";
  className?: string;
  "data-testid"?: string;
}

/**
 * A P&L figure with its sign, green for profit and red for loss. Plain CSS, no Chakra: the
 * trader pages' first screens show it (docs/web-performance.md, rule 2).
 */
export function PnlText({ amount, fontSize, fontWeight, className, "data-testid": testId }: Props) {
  const style: CSSProperties = {};
  if (fontSize) style.fontSize = `var(--chakra-font-sizes-${fontSize})`;
  if (fontWeight) style.fontWeight = `var(--chakra-font-weights-${fontWeight})`;
  return (
    <span
      className={[styles.pnl, pnlToneClass(amount), className].filter(Boolean).join(" ")}
      style={fontSize || fontWeight ? style : undefined}
      data-testid={testId}
    >
      {formatPnl(amount)}
    </span>
  );
}
