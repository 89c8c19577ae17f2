import type { ReactNode } from "react";
import styles from "./chart-tooltip.module.css";

export { styles as tooltipStyles };

/** The panel a chart's tooltip draws its lines in. */
export function ChartTooltipBox({ children }: { children: ReactNode }) {
  return <div className={styles.box}>{children}</div>;
}

/** The class that colours a signed amount: profit above zero, loss below. */
export function signClass(amount: number): string | undefined {
  return amount > 0 ? styles.profit : amount < 0 ? styles.loss : undefined;
}
