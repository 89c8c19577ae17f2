import type { TransactionType } from "@/lib/domain/enums";
import styles from "./side-badge.module.css";

/** BUY in green, SELL in red: the first thing a trader checks on a leg. */
export function SideBadge({ side }: { side: TransactionType }) {
  return <span className={`${styles.badge} ${styles[side]}`}>{side}</span>;
}
