import { formatSignedRupeeAmount } from "@/lib/format/display-figures";
import type { PayoffBound } from "@/lib/payoff/bounds";
import type { FigureTone } from "@/lib/performance/summary-figures";

/** Spec §9: a bound the sentinel marks unlimited reads 'Unlimited'. */
export function boundText(bound: PayoffBound): string {
  return bound.type === "unlimited" ? "Unlimited" : formatSignedRupeeAmount(bound.value);
}

/** A bound's colour: an unlimited one takes the side it is on (profit or loss). */
export function boundTone(bound: PayoffBound, unlimitedTone: FigureTone): FigureTone {
  if (bound.type === "unlimited") return unlimitedTone;
  return bound.value > 0 ? "profit" : bound.value < 0 ? "loss" : "neutral";
}
