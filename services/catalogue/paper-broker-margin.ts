import { requiredMargin } from "../brokers/test-broker/required-margin";
import type { MarketData } from "../market/instrument";
import type { MarginFunction } from "./basket-figures";

/** The paper broker's SPAN-like margin of a basket at the market's prices now. */
export function paperBrokerMargin(market: MarketData): MarginFunction {
  return (legs) => requiredMargin(market, legs);
}
