import {
  formatIndexPoints,
  formatPercent,
  formatRatio,
  formatSignedRupeeAmount,
} from "@/lib/format/display-figures";
import type { FigureTone } from "@/lib/performance/summary-figures";
import type { RiskFigures } from "@/lib/payoff/risk-figures";
import { FIGURE_GRIDS, FigureTile } from "./figure-tile";
import styles from "./payoff-section.module.css";
import { ProfileSection } from "./profile-section";

const toneOf = (rupees: number): FigureTone =>
  rupees > 0 ? "profit" : rupees < 0 ? "loss" : "neutral";

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
          value={
            risk.probabilityOfProfit === null ? "—" : formatPercent(risk.probabilityOfProfit * 100)
          }
          detail="at expiry"
        />
        <FigureTile
          label="Reward to risk"
          value={risk.rewardToRisk === null ? "—" : `${formatRatio(risk.rewardToRisk)} : 1`}
          detail={
            risk.rewardToRisk === null ? "a side is unlimited" : "max profit per rupee of max loss"
          }
        />
        <FigureTile
          label="Delta"
          value={formatSignedRupeeAmount(greeks.delta)}
          detail={`per point ${underlying} rises`}
        />
        <FigureTile
          label="Theta"
          value={formatSignedRupeeAmount(greeks.thetaPerDay)}
          tone={toneOf(greeks.thetaPerDay)}
          detail="per trading day that passes"
        />
        <FigureTile
          label="Vega"
          value={formatSignedRupeeAmount(greeks.vegaPerPercent)}
          detail="per point implied volatility rises"
        />
        <FigureTile
          label="Gamma"
          value={formatRatio(greeks.gamma)}
          detail="change in delta per point"
        />
      </div>
      <p className={styles.note}>
        Figures from a model, each leg at the volatility its entry price implies; the market will
        differ.
      </p>
    </ProfileSection>
  );
}
