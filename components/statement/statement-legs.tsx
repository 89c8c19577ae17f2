import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import type { StatementLegWire } from "@/lib/statement/statement-wire";
import { indiaDate, paiseOf, rupees } from "./statement-format";
import styles from "./statement-legs.module.css";

/** '75 @ ₹110.20', or a dash for a side the leg never traded. */
function fill(quantity: number, price: number | null): string {
  return quantity === 0 || price === null ? "—" : `${quantity} @ ${rupees(price)}`;
}

/**
 * A basket's legs as a table: what was bought and sold at what average prices, when, and the
 * realised P&L. On a phone each leg stacks into a small card of its own (the table's roles are
 * set explicitly, so it stays a table to a screen reader when its rows are drawn as grids); wider,
 * it is a table, scrolling sideways inside its card where it does not fit.
 */
export function StatementLegs({ legs, label }: { legs: StatementLegWire[]; label: string }) {
  return (
    // A region that can scroll is reached by keyboard too (axe: scrollable-region-focusable).
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} role="table">
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Leg
            </th>
            <th scope="col" role="columnheader">
              Side
            </th>
            <th scope="col" role="columnheader" className={styles.number}>
              Bought qty @ avg
            </th>
            <th scope="col" role="columnheader" className={styles.number}>
              Sold qty @ avg
            </th>
            <th scope="col" role="columnheader">
              First trade
            </th>
            <th scope="col" role="columnheader">
              Last trade
            </th>
            <th scope="col" role="columnheader" className={styles.number}>
              Realised P&amp;L
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {legs.map((leg) => (
            <tr key={leg.signal_id} role="row" data-testid="statement-leg">
              <th scope="row" role="rowheader" className={styles.leg}>
                {leg.pretty_name}
              </th>
              <td role="cell" className={styles.side}>
                <SideBadge side={leg.transaction_type} />
              </td>
              <td role="cell" className={`${styles.number} ${styles.bought}`} data-label="Bought">
                {fill(leg.bought_quantity, leg.avg_buy_price)}
              </td>
              <td role="cell" className={`${styles.number} ${styles.sold}`} data-label="Sold">
                {fill(leg.sold_quantity, leg.avg_sell_price)}
              </td>
              <td role="cell" className={styles.first} data-label="First trade">
                {indiaDate(leg.first_trade)}
              </td>
              <td role="cell" className={styles.last} data-label="Last trade">
                {indiaDate(leg.last_trade)}
              </td>
              <td role="cell" className={`${styles.number} ${styles.pnl}`}>
                <PnlText amount={paiseOf(leg.realised_pnl)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
