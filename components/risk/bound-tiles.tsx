import { FigureTile } from "@/components/ui/figure-tile";
import { formatSignedRupeeAmount } from "@/lib/format/display-figures";
import type { PayoffBound } from "@/lib/payoff/bounds";
import type { FigureTone } from "@/lib/performance/summary-figures";

/** Spec §9: a bound the sentinel marks unlimited reads 'Unlimited'. */
function boundText(bound: PayoffBound): string {
  return bound.type === "unlimited" ? "Unlimited" : formatSignedRupeeAmount(bound.value);
}

/** A bound's colour: an unlimited one takes the side it is on (profit or loss). */
function boundTone(bound: PayoffBound, unlimitedTone: FigureTone): FigureTone {
  if (bound.type === "unlimited") return unlimitedTone;
  return bound.value > 0 ? "profit" : bound.value < 0 ? "loss" : "neutral";
}

const SIDES = [
  { label: "Max profit", bound: "maximumProfit", tone: "profit" },
  { label: "Max loss", bound: "maximumLoss", tone: "loss" },
] as const;

/** The position's maximum profit and loss at expiry as figure tiles. */
export function BoundTiles({
  bounds,
  size,
  detail,
}: {
  bounds: { maximumProfit: PayoffBound; maximumLoss: PayoffBound };
  size?: "md" | "lg";
  detail?: string;
}) {
  return SIDES.map(({ label, bound, tone }) => (
    <FigureTile
      key={bound}
      label={label}
      value={boundText(bounds[bound])}
      tone={boundTone(bounds[bound], tone)}
      size={size}
      detail={detail}
    />
  ));
}
