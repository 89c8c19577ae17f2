import type { ReactNode } from "react";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { formatRupeeAmount } from "@/lib/format/display-figures";
import type { FavouriteSource } from "./favourite-toggle";
import { FavouriteToggleIsland } from "./favourite-toggle-island";
import { PlaceCall } from "./place-call";
import styles from "./place-card.module.css";

interface Props {
  tradebox: Pick<TradeboxWire, "id" | "slug" | "status" | "margin_required"> & FavouriteSource;
  loggedIn: boolean;
  /** Headline figures under the margin (payoff bounds, recent return). */
  figures: ReactNode;
}

/**
 * The place-it card: margin required, the headline figures and the way in (Place, or Login to
 * Place), with the favourite toggle for a logged-in trader. Only those two are client islands.
 */
export function PlaceCard({ tradebox, loggedIn, figures }: Props) {
  return (
    <aside aria-label="Place this tradebox" className={styles.card}>
      <div className={styles.margin}>
        <p className={styles.marginLabel}>Margin required</p>
        <p className={styles.marginValue} data-testid="margin-required">
          {formatRupeeAmount(tradebox.margin_required)}
        </p>
      </div>
      <hr className={styles.separator} />
      {figures}
      <hr className={styles.separator} />
      <div className={styles.actions}>
        <PlaceCall tradebox={tradebox} loggedIn={loggedIn} />
        {loggedIn && <FavouriteToggleIsland tradebox={tradebox} />}
        <p className={styles.note}>
          {loggedIn
            ? "Orders go to your own broker account."
            : "Log in with your broker; you will come back here."}
        </p>
      </div>
    </aside>
  );
}
