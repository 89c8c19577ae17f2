import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import type { Costs } from "@/lib/charges/costs";
import type { Paise } from "@/lib/money/paise";
import { CostsBreakdown } from "./costs-breakdown";

/**
 * Two tiles beside a net P&L shown first: the gross P&L it came from, and the charges taken
 * (opening their breakdown). Gross − charges = the net, to the paisa (netOf).
 */
export function GrossAndCharges({
  gross,
  costs,
  chargesLabel,
  testIds,
}: {
  gross: Paise;
  costs: Costs;
  /** The breakdown's title ("Charges so far", "Charges"). */
  chargesLabel: string;
  testIds: { gross: string; charges: string };
}) {
  return (
    <>
      <StatTile label="Gross P&L">
        <PnlText amount={gross} data-testid={testIds.gross} />
      </StatTile>
      <StatTile label="Charges">
        <CostsBreakdown costs={costs} label={chargesLabel} testId={testIds.charges} />
      </StatTile>
    </>
  );
}
