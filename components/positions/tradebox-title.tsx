import type { ReactNode } from "react";
import { TradeboxThumb } from "./tradebox-thumb";
// The card's image-and-name row and its two-line clamp: the same layout, heading a screen.
import card from "./tradebox-card.module.css";
import styles from "./tradebox-title.module.css";

interface Props {
  image: string;
  name: string;
  /** The page's own heading (place order) or a section's (a basket in the track panel). */
  as: "h1" | "h2";
  /** Lines under the name: kind, status, lots, links. */
  children: ReactNode;
}

/**
 * A tradebox's image and name heading a screen, with what the screen says about it below.
 * Plain CSS, no Chakra: a basket's first screen opens with it (docs/web-performance.md, rule 2).
 */
export function TradeboxTitle({ image, name, as: Heading, children }: Props) {
  return (
    <div className={card.top}>
      <TradeboxThumb src={image} large />
      <div className={card.title}>
        <Heading className={`${styles.name} ${card.clamp}`}>{name}</Heading>
        {children}
      </div>
    </div>
  );
}
