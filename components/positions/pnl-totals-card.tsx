import type { ReactNode } from "react";
import { ChargesAndNet } from "@/components/charges/charges-and-net";
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
  /** More tiles after Unrealised, Realised, Margin, Charges and Net P&L. */
  children?: ReactNode;
  /** Fixed columns, or as many as fit tiles of at least this width (the card's own width decides). */
  grid: TilesGrid;
  footer?: ReactNode;
  testId: string;
}

/**
 * Total P&L (gross) with its percentage of margin, then the P&L split, the margin, the charges
 * so far with their breakdown, the net P&L and more tiles. Plain CSS, no Chakra (Track's first
 * screen shows it: docs/web-performance.md, rule 2).
 */
export function PnlTotalsCard({ totals, children, grid, footer, testId }: Props) {
  return (
    <div className={`${card.surface} ${styles.card}`} data-testid={testId}>
      <div className={styles.head}>
        <div className={styles.total}>
          <p className={STAT_LABEL_CLASS}>Total P&L</p>
          <PnlText
            amount={totals.totalPL}
            fontSize="2xl"
            fontWeight="bold"
            data-testid="total-pnl"
          />
        </div>
        <p className={[styles.percent, pnlToneClass(totals.plPCT ?? 0)].join(" ")}>
          {formatPercent(totals.plPCT)}
        </p>
      </div>
      <div className={styles.grid} style={{ gridTemplateColumns: templateColumns(grid) }}>
        <StatTile label="Unrealised">
          <PnlText amount={totals.unrealisedPL} />
        </StatTile>
        <StatTile label="Realised">
          <PnlText amount={totals.realisedPL} />
        </StatTile>
        <StatTile label="Margin">{formatRupees(totals.marginRequired)}</StatTile>
        <ChargesAndNet
          costs={totals.costs}
          net={totals.netPL}
          chargesLabel="Charges so far"
          testIds={{ charges: "charges", net: "net-pnl" }}
        />
        {children}
      </div>
      {footer}
    </div>
  );
}
