import type { BasketStatus } from "@/lib/domain/enums";
import styles from "@/components/ui/badge.module.css";

type Palette = "blue" | "purple" | "gray";

/**
 * The tradebox's own status where it changes what a trader can do: only an OPEN tradebox takes
 * new orders, so OPEN needs no badge.
 */
const STATUS_BADGES: Partial<Record<BasketStatus, { text: string; palette: Palette }>> = {
  PENDING: { text: "Opening soon", palette: "blue" },
  ADJUSTED: { text: "Recently adjusted", palette: "purple" },
  CLOSED: { text: "Closed", palette: "gray" },
  NO_BASKET: { text: "No basket yet", palette: "gray" },
};

export function StatusBadge({ status }: { status: BasketStatus }) {
  const badge = STATUS_BADGES[status];
  if (!badge) return null;
  return (
    <span className={`${styles.badge} ${styles.md} ${styles[badge.palette]}`}>{badge.text}</span>
  );
}
