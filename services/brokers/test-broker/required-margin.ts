import type { UnderlyingToken } from "../../../lib/market/underlyings";
import { paise, sumPaise, type Paise } from "../../../lib/money/paise";
import type { MarketData } from "../../market/instrument";
import { SPAN_PARAMETERS } from "./span-parameters";
import { spanRequirement } from "./span-margin";
import { requirePrice, valueLegs, type MarginPosition } from "./valued-legs";

/** Rupees (a model figure) as paise, rounded up to the paisa; float dust below 1e-6 is ignored. */
function paiseRoundedUp(rupees: number): Paise {
  return paise(Math.max(0, Math.ceil(rupees * 100 - 1e-6)));
}

/** Nets holdings of the same contract into one signed quantity, dropping the ones that cancel. */
function netByToken(positions: readonly MarginPosition[]): MarginPosition[] {
  const byToken = new Map<number, MarginPosition>();
  for (const { instrument, signedQuantity } of positions) {
    const held = byToken.get(instrument.token)?.signedQuantity ?? 0;
    byToken.set(instrument.token, { instrument, signedQuantity: held + signedQuantity });
  }
  return [...byToken.values()].filter((p) => p.signedQuantity !== 0);
}

/**
 * The margin the paper broker blocks for these holdings taken together: per underlying, the
 * SPAN-like requirement (span-margin.ts) of its holdings at the market's prices now, summed over
 * underlyings (no offsets between indices), rounded up to the paisa.
 */
export function requiredMargin(market: MarketData, positions: readonly MarginPosition[]): Paise {
  const byUnderlying = new Map<UnderlyingToken, MarginPosition[]>();
  for (const position of netByToken(positions)) {
    const token = position.instrument.underlyingToken;
    byUnderlying.set(token, [...(byUnderlying.get(token) ?? []), position]);
  }
  const amounts = [...byUnderlying].map(([underlyingToken, holdings]) => {
    const spot = requirePrice(market, underlyingToken, `index ${underlyingToken}`);
    const legs = valueLegs(market, spot, holdings);
    return paiseRoundedUp(spanRequirement(legs, spot, SPAN_PARAMETERS[underlyingToken]).total);
  });
  return sumPaise(amounts);
}
