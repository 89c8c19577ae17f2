import card from "@/components/positions/card.module.css";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import type { StatementWire } from "@/lib/statement/statement-wire";
import heading from "@/components/ui/heading.module.css";
import { ChargeList } from "./charge-list";
import { paiseOf, rupees } from "./statement-format";
import styles from "./statement.module.css";

/** How F&O turnover is counted (docs/charges.md, 'Statement'). */
export const TURNOVER_NOTE =
  "Turnover: the sum of each leg's profit or loss taken as a positive amount (ICAI Guidance Note on Tax Audit, 2022).";

const basketsLabel = (count: number) => `${count} tradebox${count === 1 ? "" : "es"}`;

/**
 * The year's totals over the baskets that are not practice: realised P&L, F&O turnover, charges
 * (by type below), the Tradebox fees and the net; how turnover is counted.
 */
export function StatementTotals({ statement }: { statement: StatementWire }) {
  const { totals } = statement;
  const practice = statement.baskets.filter((basket) => basket.is_practice).length;
  return (
    <section
      className={`${card.surface} ${styles.totals}`}
      aria-labelledby="statement-totals-title"
      data-testid="statement-totals"
    >
      <div className={styles.sectionHead}>
        <h2 id="statement-totals-title" className={`${heading.heading} ${heading.md}`}>
          Totals for FY {statement.financial_year}
        </h2>
        <p className={styles.meta}>{basketsLabel(totals.baskets)}</p>
      </div>
      <div className={styles.figures}>
        <StatTile label="Realised P&L">
          <PnlText amount={paiseOf(totals.realised_pnl)} data-testid="statement-total-realised" />
        </StatTile>
        <StatTile label="F&O turnover">
          <span data-testid="statement-total-turnover">{rupees(totals.turnover)}</span>
        </StatTile>
        <StatTile label="Charges">{rupees(totals.charges.total)}</StatTile>
        <StatTile label="Net P&L">
          <PnlText amount={paiseOf(totals.net_pnl)} data-testid="statement-total-net" />
        </StatTile>
      </div>
      <ChargeList
        charges={totals.charges}
        fees={totals.fees}
        totalTestId="statement-total-charges"
      />
      <p className={styles.note}>{TURNOVER_NOTE}</p>
      {practice > 0 ? (
        <p className={styles.note} data-testid="statement-practice-note">
          {practice === 1
            ? "1 practice tradebox is listed below and left out of these totals."
            : `${practice} practice tradeboxes are listed below and left out of these totals.`}
        </p>
      ) : null}
    </section>
  );
}
