import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { tradeboxCard } from "@/lib/explore/tradebox-card";
import { ResultCard } from "./result-card";
import styles from "./results.module.css";

/** Cards whose images load at once: the first screen's worth at any width; the rest on scroll. */
const EAGER_IMAGES = 4;

/** A page of results as cards, as many columns as fit (at least 16rem each). */
export function ResultsGrid({ tradeboxes }: { tradeboxes: readonly TradeboxWire[] }) {
  return (
    <ul className={styles.grid}>
      {tradeboxes.map((tradebox, index) => (
        <li key={tradebox.id}>
          <ResultCard card={tradeboxCard(tradebox)} lazyImage={index >= EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
