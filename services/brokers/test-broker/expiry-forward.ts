import { UNDERLYINGS, type UnderlyingToken } from "../../../lib/market/underlyings";
import { PAYOFF_PRICING_CONVENTION } from "../../../lib/pricing/conventions";
import { syntheticForward } from "../../../lib/pricing/synthetic-forward";
import { tradingYearsToExpiry } from "../../../lib/pricing/time-to-expiry";
import type { MarketData } from "../../market/instrument";
import { findInstrument } from "../../market/instrument-lookup";

const RATE = PAYOFF_PRICING_CONVENTION.riskFreeRate;

/** A price in paise as the models' rupees (a float: model input, never money kept). */
export function rupeesOf(price: number | undefined): number | undefined {
  return price === undefined ? undefined : price / 100;
}

function lastPrice(market: MarketData, token: number | undefined): number | undefined {
  return token === undefined ? undefined : rupeesOf(market.lastTradedPrice(token));
}

/**
 * The futures price an expiry's options are priced on (PAYOFF_PRICING_CONVENTION): the listed
 * future's last price on a monthly expiry; otherwise the synthetic future of the call and put at
 * the strike nearest the index, F = K + e^(rT)·(c − p) (lib/pricing/synthetic-forward.ts); the
 * index itself when neither has a price.
 */
export function forwardForExpiry(
  market: MarketData,
  underlyingToken: UnderlyingToken,
  expiry: string,
  spot: number,
): number {
  const future = findInstrument({ underlyingToken, expiry, type: "fut", strike: null });
  const futurePrice = lastPrice(market, future?.token);
  if (futurePrice !== undefined && futurePrice > 0) return futurePrice;

  const step = UNDERLYINGS[underlyingToken].strikeStep;
  const strike = Math.round(spot / step) * step;
  const call = findInstrument({ underlyingToken, expiry, type: "call", strike });
  const put = findInstrument({ underlyingToken, expiry, type: "put", strike });
  const callPrice = lastPrice(market, call?.token);
  const putPrice = lastPrice(market, put?.token);
  if (callPrice === undefined || putPrice === undefined) return spot;
  const years = tradingYearsToExpiry(market.now(), expiry);
  try {
    return syntheticForward(strike, callPrice, putPrice, years, RATE);
  } catch {
    return spot; // quotes so far apart that the implied future is not positive: ignore them
  }
}
