import { formatPercent, formatRatio, formatSignedRupeeAmount } from "@/lib/format/display-figures";
import type { PositionGreeks } from "@/lib/payoff/position-greeks";
import type { FigureTone } from "@/lib/performance/summary-figures";
import { FigureTile } from "@/components/ui/figure-tile";

/** Gains green, losses red. */
export const rupeeTone = (rupees: number): FigureTone =>
  rupees > 0 ? "profit" : rupees < 0 ? "loss" : "neutral";

/** A chance of profit (0 to 1) as a percentage; '—' when there is none. */
export const chanceText = (probability: number | null) =>
  probability === null ? "—" : formatPercent(probability * 100);

/** What each greek means, under its figure; left out where space is short (the what-if). */
export interface GreekNotes {
  delta: string;
  theta: string;
  vega: string;
  gamma: string;
}

/** The position's delta, theta, vega and gamma as figure tiles, in rupees. */
export function GreekTiles({ greeks, notes }: { greeks: PositionGreeks; notes?: GreekNotes }) {
  return (
    <>
      <FigureTile
        label="Delta"
        value={formatSignedRupeeAmount(greeks.delta)}
        detail={notes?.delta}
      />
      <FigureTile
        label="Theta"
        value={formatSignedRupeeAmount(greeks.thetaPerDay)}
        tone={rupeeTone(greeks.thetaPerDay)}
        detail={notes?.theta}
      />
      <FigureTile
        label="Vega"
        value={formatSignedRupeeAmount(greeks.vegaPerPercent)}
        detail={notes?.vega}
      />
      <FigureTile label="Gamma" value={formatRatio(greeks.gamma)} detail={notes?.gamma} />
    </>
  );
}
