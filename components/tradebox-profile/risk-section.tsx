import { RiskTiles } from "@/components/risk/risk-tiles";
import { FIGURE_GRIDS } from "@/components/ui/figure-tile";
import { formatIndexPoints } from "@/lib/format/display-figures";
import type { RiskFigures } from "@/lib/payoff/risk-figures";
import styles from "./payoff-section.module.css";
import { ProfileSection } from "./profile-section";

/**
 * The basket's risk, beside its payoff: its chance of profit, reward to risk and the greeks of
 * one lot in rupees, valued as the payoff's T+0 curve is (each leg at the volatility its entry
 * price implies, the index where the payoff was computed). Server-rendered text, no script.
 */
export function RiskSection({
  risk,
  underlyingPrice,
  underlying,
}: {
  risk: RiskFigures;
  underlyingPrice: number;
  underlying: string;
}) {
  return (
    <ProfileSection
      title="Risk"
      subtitle={`One lot of the basket with ${underlying} at ${formatIndexPoints(underlyingPrice)}. The chance of profit assumes ${underlying} at expiry spreads as its options' implied volatility says (lognormal).`}
    >
      <div className={FIGURE_GRIDS.performance} data-testid="risk-figures">
        <RiskTiles risk={risk} underlying={underlying} />
      </div>
      <p className={styles.note}>
        Figures from a model, each leg at the volatility its entry price implies; the market will
        differ.
      </p>
    </ProfileSection>
  );
}
