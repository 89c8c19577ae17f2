import { formatRatio } from "@/lib/format/display-figures";
import type { RiskFigures } from "@/lib/payoff/risk-figures";
import { FigureTile } from "@/components/ui/figure-tile";
import { chanceText, GreekTiles } from "./greek-tiles";

/** A position's odds and greeks as figure tiles, each with what it means under it. */
export function RiskTiles({ risk, underlying }: { risk: RiskFigures; underlying: string }) {
  return (
    <>
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
        greeks={risk.greeks}
        notes={{
          delta: `per point ${underlying} rises`,
          theta: "per trading day that passes",
          vega: "per point implied volatility rises",
          gamma: "change in delta per point",
        }}
      />
    </>
  );
}
