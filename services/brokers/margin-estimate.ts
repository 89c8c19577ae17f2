import type { Paise } from "../../lib/money/paise";
import type { MarketData } from "../market/instrument";
import type { MarginLeg } from "./broker";
import { requiredMargin } from "./test-broker/required-margin";
import { marginPositionOf } from "./test-broker/paper-positions";

/**
 * Our SPAN-like margin of a basket at the market's prices now: what a broker without a basket
 * margin call (5paisa, Nuvama) is shown as, labelled an estimate. The paper broker blocks exactly
 * this; a real broker's own figure can differ.
 */
export function estimatedMargin(market: MarketData, legs: readonly MarginLeg[]): Paise {
  return requiredMargin(
    market,
    legs.map((leg) => marginPositionOf(market, leg)),
  );
}
