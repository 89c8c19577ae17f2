import { PnlTotalsCard } from "@/components/positions/pnl-totals-card";
import { StatTile } from "@/components/positions/stat-tile";
import type { OverallSummary } from "@/lib/track/overall-summary";

/** Spec §3 Summary across every followed tradebox. */
export function OverallSummaryCard({ summary }: { summary: OverallSummary }) {
  return (
    <PnlTotalsCard totals={summary} grid={{ columns: 2 }} testId="overall-summary">
      <StatTile
        label="Tradeboxes"
        hint={summary.groups.Retry > 0 ? `${summary.groups.Retry} to retry` : undefined}
      >
        {summary.activePositions}
      </StatTile>
    </PnlTotalsCard>
  );
}
