import type { ReactNode } from "react";
import { GrossAndCharges } from "@/components/charges/gross-and-charges";
import { ratioPercent } from "@/lib/money/apply-rate";
import { formatRupees } from "@/lib/money/format-rupees";
import { formatPercent } from "@/lib/track/format";
import type { PnlTotals } from "@/lib/track/pnl-totals";
import { PnlText, pnlToneClass } from "./pnl-text";
import { STAT_LABEL_CLASS, StatTile } from "./stat-tile";
import card from "./card.module.css";
import styles from "./pnl-totals-card.module.css";

/** Fixed columns, or as many as fit tiles of at least this width (a CSS length, e.g. "6rem"). */
export type TilesGrid = { columns: number } | { minChildWidth: string };

/** The grid's columns, as Chakra's SimpleGrid wrote them. */
function templateColumns(grid: TilesGrid): string {
  return "columns" in grid
    ? `repeat(${grid.columns}, minmax(0, 1fr))`
    : `repeat(auto-fit, minmax(${grid.minChildWidth}, 1fr))`;
}

interface Props {
  totals: PnlTotals;
  /** More tiles after Gross P&L, Charges, Unrealised, Realised and Margin. */
  children?: ReactNode;
  /** Fixed columns, or as many as fit tiles of at least this width (the card's own width decides). */
  grid: TilesGrid;
  footer?: ReactNode;
  testId: string;
}

/**
 * Net P&L first (what the trader keeps) with its percentage of margin, then the gross P&L and the
 * charges so far it is net of (with their breakdown), the gross P&L's split, the margin and more
 * tiles. Plain CSS, no Chakra (Track's first screen shows it: docs/web-performance.md, rule 2).
 */
export function PnlTotalsCard({ totals, children, grid, footer, testId }: Props) {
  const netPercent = ratioPercent(totals.netPL, totals.marginRequired);
  return (
    <div className={`${card.surface} ${styles.card}`} data-testid={testId}>
      <div className={styles.head}>
        <div className={styles.total}>
          <p className={STAT_LABEL_CLASS}>Net P&L</p>
          <PnlText amount={totals.netPL} fontSize="2xl" fontWeight="bold" data-testid="net-pnl" />
        </div>
        <p className={[styles.percent, pnlToneClass(netPercent ?? 0)].join(" ")}>
          {formatPercent(netPercent)}
        </p>
      </div>
      <div className={styles.grid} style={{ gridTemplateColumns: templateColumns(grid) }}>
        <GrossAndCharges
          gross={totals.totalPL}
          costs={totals.costs}
          chargesLabel="Charges so far"
          testIds={{ gross: "total-pnl", charges: "charges" }}
        />
        <StatTile label="Unrealised">
          <PnlText amount={totals.unrealisedPL} />
        </StatTile>
        <StatTile label="Realised">
          <PnlText amount={totals.realisedPL} />
        </StatTile>
        <StatTile label="Margin">{formatRupees(totals.marginRequired)}</StatTile>
        {children}
      </div>
      {footer}
    </div>
  );
}
