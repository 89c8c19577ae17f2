import { assertPositive } from "./option-types";

/**
 * The futures price implied by a call and a put of the same strike and expiry (put-call parity
 * under Black-76, Hull ch. 18: c − p = e^(−rT)·(F − K)):
 *   F = K + e^(rT)·(c − p)
 * NIFTY's weekly options have no listed future, so Indian tools price them on this synthetic
 * future, taken at the strike nearest the money where both quotes are liquid.
 */
export function syntheticForward(
  strike: number,
  callPrice: number,
  putPrice: number,
  years: number,
  rate: number,
): number {
  assertPositive("strike", strike);
  const forward = strike + Math.exp(rate * Math.max(0, years)) * (callPrice - putPrice);
  assertPositive("synthetic forward", forward);
  return forward;
}
