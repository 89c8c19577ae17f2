import { UNDERLYINGS, type Underlying } from "../../../../lib/market/underlyings";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { instrumentByToken } from "../../../market/instrument-lookup";
import type { MarginLeg } from "../../broker";
import type { BrokerScrip } from "../../real/scrip-master";
import { rupees } from "./mapping";
import type { MarginLegBody } from "./wire";

/** The exchange segment of every contract we trade, as HDFC SKY names it. */
export const NFO = "NFO";
const NSE_INDEX = "NSE_INDEX";

/**
 * The NSE index tokens fetch-ltp prices the margin call's `underlying` spot with (exchange
 * "NSE_INDEX", per OpenAlgo transform_data.to_ltp_exchange). 26000 for Nifty 50 appears in
 * OpenAlgo's HDFC SKY feed code; the other two are NSE's own index tokens, not confirmed in
 * HDFC SKY's master: a spot the broker does not price is sent as 0, which the calculator takes.
 */
export const HDFC_SKY_INDEX_TOKENS: Readonly<Record<Underlying["symbol"], string>> = {
  NIFTY: "26000",
  BANKNIFTY: "26009",
  FINNIFTY: "26037",
};

export interface QuotedInstrument {
  exchange: string;
  token: string;
}

/** The fetch-ltp key of an instrument's price. */
export const priceKey = ({ exchange, token }: QuotedInstrument) => `${exchange}:${token}`;

function spotOf(leg: MarginLeg): QuotedInstrument | undefined {
  const instrument = instrumentByToken(leg.instrumentToken);
  const token = instrument && HDFC_SKY_INDEX_TOKENS[UNDERLYINGS[instrument.underlyingToken].symbol];
  return token ? { exchange: NSE_INDEX, token } : undefined;
}

/** What the margin call needs priced: each leg (its price) and each underlying (its spot). */
export function marginQuotesOf(
  legs: readonly MarginLeg[],
  scrips: readonly BrokerScrip[],
): QuotedInstrument[] {
  const wanted = new Map<string, QuotedInstrument>();
  const add = (quoted: QuotedInstrument | undefined) => {
    if (quoted) wanted.set(priceKey(quoted), quoted);
  };
  scrips.forEach((scrip) => add({ exchange: NFO, token: scrip.brokerToken }));
  legs.forEach((leg) => add(spotOf(leg)));
  return [...wanted.values()];
}

/**
 * One leg of the margin call (docs 14-margin-calculator.md): the leg at its last price, the
 * underlying's spot as a whole number, NRML ("0") since a margin check precedes the product.
 */
export function marginLegOf(
  leg: MarginLeg,
  scrip: BrokerScrip,
  prices: ReadonlyMap<string, number>,
): MarginLegBody {
  const spotInstrument = spotOf(leg);
  const spot = spotInstrument ? prices.get(priceKey(spotInstrument)) : undefined;
  const price = prices.get(priceKey({ exchange: NFO, token: scrip.brokerToken })) ?? 0;
  return {
    segment: "FutOpt",
    series: instrumentByToken(leg.instrumentToken)?.type === "fut" ? "FUTIDX" : "OPTIDX",
    exchange: NFO,
    side: leg.transactionType,
    mode: "NEW",
    symbol: scrip.tradingSymbol,
    underlying: Math.round(spot ?? 0),
    token: scrip.brokerToken,
    quantity: String(leg.quantity),
    price: paiseToDecimalString(rupees(Math.max(0, price))),
    product: "0",
  };
}
