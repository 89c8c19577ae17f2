"use client";

import { StatTile } from "@/components/positions/stat-tile";
import { PnlText } from "@/components/positions/pnl-text";
import { AddFundsLink } from "@/components/positions/add-funds-link";
import { FIGURE_GRIDS } from "@/components/ui/figure-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import type { OverallSummary } from "@/lib/track/overall-summary";
import styles from "./dashboard.module.css";

interface Props {
  broker: string | null;
  available: Paise | undefined;
  summary: OverallSummary | undefined;
}

/** The trader's money at a glance: funds free at the broker, margin in use, net P&L, Add Funds. */
export function FundsCard({ broker, available, summary }: Props) {
  return (
    <div className={styles.funds}>
      <div className={styles.fundsHead}>
        <StatTile label="Available margin">
          {available === undefined ? (
            <Skeleton height="7" width="32" />
          ) : (
            <span className={styles.available} data-testid="available-margin">
              {formatRupees(available)}
            </span>
          )}
        </StatTile>
        <AddFundsLink broker={broker} />
      </div>
      <div className={`${FIGURE_GRIDS.pair} ${styles.fundsFigures}`}>
        <StatTile label="Margin used">
          {summary ? formatRupees(summary.marginRequired) : <Skeleton height="6" width="24" />}
        </StatTile>
        <StatTile label="Net P&L">
          {summary ? (
            <PnlText amount={summary.netPL} data-testid="dashboard-net-pnl" />
          ) : (
            <Skeleton height="6" width="24" />
          )}
        </StatTile>
      </div>
    </div>
  );
}
