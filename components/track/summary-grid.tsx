import { PnlTotalsCard } from "@/components/positions/pnl-totals-card";
import { STAT_LABEL_CLASS, StatTile } from "@/components/positions/stat-tile";
import type { OrderStatusLogs, Summary } from "@/lib/track/basket-summary";
import styles from "./summary-grid.module.css";
import tones from "@/components/positions/tones.module.css";

/**
 * Spec §3 Summary of one basket: P&L split, margin, positions and the orders by status. Plain
 * CSS, no Chakra: a basket's first screen shows it (docs/web-performance.md, rule 2).
 */
export function SummaryGrid({ summary }: { summary: Summary }) {
  return (
    <PnlTotalsCard
      totals={summary}
      // A basket shows on a phone's page and in the wide screens' side panel: its tiles flow
      // by the card's width (three on a phone, two in a tablet's panel, one row on a desktop).
      grid={{ minChildWidth: "6rem" }}
      testId="basket-summary"
      footer={<OrderCounts logs={summary.orderStatusLogs} />}
    >
      <StatTile label="Positions">
        {summary.activePositions} open / {summary.totalPositions}
      </StatTile>
    </PnlTotalsCard>
  );
}

function OrderCounts({ logs }: { logs: OrderStatusLogs }) {
  return (
    <div>
      <p className={`${STAT_LABEL_CLASS} ${styles.ordersLabel}`}>Orders</p>
      <div className={styles.counts} data-testid="order-status-logs">
        <Count label="completed" value={logs.completed} tone={tones.green} />
        <Count label="pending" value={logs.pending} tone={tones.blue} />
        <Count label="to be placed" value={logs.toBePlaced} tone={tones.muted} />
        <Count label="rejected" value={logs.rejected} tone={tones.red} />
      </div>
    </div>
  );
}

/** A count in its colour (a tones.module.css class); none in that status, subtle. */
function Count({ label, value, tone }: { label: string; value: number; tone: string | undefined }) {
  return (
    <span className={`${styles.count} ${value > 0 ? tone : tones.subtle}`}>
      <strong className={styles.value}>{value}</strong> {label}
    </span>
  );
}
