import { VOLATILITY_FLOOR, type SmileParameters } from "./simulation-parameters";

/**
 * The simulated implied volatility of a strike K on a forward F:
 *   x = ln(K/F)
 *   σ(K) = max(σ_floor, σ_ATM − slope·x + curvature·x²),  slope = putSkew if x < 0 else callSkew
 * With putSkew > callSkew > 0 volatility rises steeply below the money (the put wing), dips
 * slightly above it and turns up again in the far call wing: the shape of index option smiles.
 * One σ per strike for calls and puts alike, so put-call parity holds exactly.
 */
export function smileVolatility(
  atmVolatility: number,
  smile: SmileParameters,
  strike: number,
  forward: number,
): number {
  const x = Math.log(strike / forward);
  const slope = x < 0 ? smile.putSkew : smile.callSkew;
  return Math.max(VOLATILITY_FLOOR, atmVolatility - slope * x + smile.curvature * x * x);
}
