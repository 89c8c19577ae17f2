import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import type { Costs } from "@/lib/charges/costs";
import type { Paise } from "@/lib/money/paise";
import { CostsBreakdown } from "./costs-breakdown";

/** Two tiles: the charges taken (opening their breakdown), and the P&L net of them. */
export function ChargesAndNet({
  costs,
  net,
  chargesLabel,
  testIds,
}: {
  costs: Costs;
  net: Paise;
  /** The breakdown's title ("Charges so far", "Charges"). */
  chargesLabel: string;
  testIds: { charges: string; net: string };
}) {
  return (
    <>
      <StatTile label="Charges">
        <CostsBreakdown costs={costs} label={chargesLabel} testId={testIds.charges} />
      </StatTile>
      <StatTile label="Net P&L">
        <PnlText amount={net} data-testid={testIds.net} />
      </StatTile>
    </>
  );
}
