import { formatIndexPoints, formatRatio } from "@/lib/format/display-figures";
import type { RiskFigures } from "@/lib/payoff/risk-figures";
import { FIGURE_GRIDS, FigureTile } from "./figure-tile";
import { chanceText, GreekTiles } from "./greek-tiles";
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
  const { greeks } = risk;
  return (
    <ProfileSection
      title="Risk"
      subtitle={`One lot of the basket with ${underlying} at ${formatIndexPoints(underlyingPrice)}. The chance of profit assumes ${underlying} at expiry spreads as its options' implied volatility says (lognormal).`}
    >
      <div className={FIGURE_GRIDS.performance} data-testid="risk-figures">
        <FigureTile
          label="Chance of profit"
          value={chanceText(risk.probabilityOfProfit)}
          detail="at expiry"
        />
        <FigureTile
          label="Reward to risk"
          value={risk.rewardToRisk === null ? "—" : `${formatRatio(risk.rewardToRisk)} : 1`}
          detail={
            risk.rewardToRisk === null ? "a side is unlimited" : "max profit per rupee of max loss"
          }
        />
        <GreekTiles
          greeks={greeks}
          notes={{
            delta: `per point ${underlying} rises`,
            theta: "per trading day that passes",
            vega: "per point implied volatility rises",
            gamma: "change in delta per point",
          }}
        />
      </div>
      <p className={styles.note}>
        Figures from a model, each leg at the volatility its entry price implies; the market will
        differ.
      </p>
    </ProfileSection>
  );
}
