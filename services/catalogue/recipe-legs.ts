import { UNDERLYINGS, type UnderlyingToken } from "../../lib/market/underlyings";
import type { RecipeLeg } from "./strategy-recipes";
import type { LegInput } from "./tradebox-input";

/** The strike nearest spot × (1 + moneyness) on the underlying's strike step. */
export function recipeStrike(token: UnderlyingToken, spot: number, moneyness: number): number {
  const step = UNDERLYINGS[token].strikeStep;
  return Math.max(step, Math.round((spot * (1 + moneyness)) / step) * step);
}

/** A recipe's legs as analyst legs on one expiry, struck around `spot` (prices from the market). */
export function recipeLegs(
  token: UnderlyingToken,
  spot: number,
  expiry: string,
  legs: readonly RecipeLeg[],
  lotsMultiple = 1,
): LegInput[] {
  return legs.map((leg) => ({
    expiry,
    type: leg.type,
    strike: recipeStrike(token, spot, leg.moneyness),
    side: leg.side,
    lots: leg.lots * lotsMultiple,
  }));
}
