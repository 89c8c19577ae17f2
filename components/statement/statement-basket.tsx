import { useId } from "react";
import { PracticeBadge } from "@/components/market/market-badges";
import card from "@/components/positions/card.module.css";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import type { StatementBasketWire } from "@/lib/statement/statement-wire";
import { formatIndiaDateTime, lotsLabel } from "@/lib/track/format";
import heading from "@/components/ui/heading.module.css";
import { ChargeList } from "./charge-list";
import { paiseOf, rupees } from "./statement-format";
import { StatementLegs } from "./statement-legs";
import styles from "./statement.module.css";

/**
 * One closed basket of the year: its tradebox, lots and dates, its legs, then its gross P&L,
 * charges, Tradebox fee, net P&L and turnover, and every charge by type. Printed whole on a page
 * where it fits.
 */
export function StatementBasket({ basket }: { basket: StatementBasketWire }) {
  const titleId = useId();
  const entered = basket.entry_time ? formatIndiaDateTime(basket.entry_time) : "—";
  return (
    <article
      className={`${card.surface} ${styles.basket}`}
      aria-labelledby={titleId}
      data-testid="statement-basket"
    >
      <div className={styles.basketHead}>
        <h3 id={titleId} className={`${heading.heading} ${heading.md} ${styles.basketName}`}>
          {basket.strategy_name}
        </h3>
        <PracticeBadge practice={basket.is_practice} />
      </div>
      <p className={styles.meta}>
        {lotsLabel(basket.no_of_lot)} · entered {entered} · exited{" "}
        {formatIndiaDateTime(basket.exit_time)}
      </p>
      <StatementLegs legs={basket.legs} label={`Legs of ${basket.strategy_name}`} />
      <div className={styles.figures}>
        <StatTile label="Gross P&L">
          <PnlText amount={paiseOf(basket.gross_pnl)} data-testid="statement-basket-gross" />
        </StatTile>
        <StatTile label="Charges">
          <span data-testid="statement-basket-charges">{rupees(basket.charges.total)}</span>
        </StatTile>
        <StatTile label="Tradebox fee">{rupees(basket.fees)}</StatTile>
        <StatTile label="Net P&L">
          <PnlText amount={paiseOf(basket.net_pnl)} data-testid="statement-basket-net" />
        </StatTile>
        <StatTile label="Turnover">{rupees(basket.turnover)}</StatTile>
      </div>
      <ChargeList charges={basket.charges} fees={basket.fees} />
    </article>
  );
}
