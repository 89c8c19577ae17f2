import { PnlTotalsCard } from "@/components/positions/pnl-totals-card";
import { StatTile } from "@/components/positions/stat-tile";
import type { OverallSummary } from "@/lib/track/overall-summary";
import styles from "./overall-summary-card.module.css";

/** Spec §3 Summary across every followed tradebox. */
export function OverallSummaryCard({ summary }: { summary: OverallSummary }) {
  return (
    <PnlTotalsCard
      totals={summary}
      grid={{ columns: 2 }}
      testId="overall-summary"
      footer={
        summary.practice > 0 ? (
          <p className={styles.note} data-testid="practice-left-out">
            {`Totals leave out ${summary.practice} practice tradebox${summary.practice === 1 ? "" : "es"}.`}
          </p>
        ) : undefined
      }
    >
      <StatTile
        label="Tradeboxes"
        hint={summary.groups.Retry > 0 ? `${summary.groups.Retry} to retry` : undefined}
      >
        {summary.activePositions}
      </StatTile>
    </PnlTotalsCard>
  );
}
