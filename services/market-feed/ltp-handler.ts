import type { Handler } from "hono";
import type { Paise } from "../../lib/money/paise";
import { paiseToDecimalString } from "../../lib/money/parse-rupees";
import { BrokerError, type Broker } from "../brokers/broker";
import { parseLtpTokens } from "./ltp-query";

/** Where the feed's prices come from: a broker's last traded prices (the test broker's market). */
export type PriceSource = Pick<Broker, "lastTradedPrices">;

/** The spec's §7 answer of GET /marketfeed/ltp: token → price in rupees, or isSuccess false. */
export type LtpBody =
  { isSuccess: true; data: Record<string, number> } | { isSuccess: false; errorMessage: string };

// Paise → rupees with two decimals, exactly: 12345 → 123.45 (the decimal string, then a number).
const rupees = (price: Paise): number => Number(paiseToDecimalString(price));

/** GET /marketfeed/ltp?instrument_token=…: last traded prices of the tokens the market knows. */
export function lastTradedPricesHandler(source: PriceSource): Handler {
  return async (c) => {
    const query = parseLtpTokens(c.req.queries("instrument_token"));
    if (!query.ok) return c.json<LtpBody>({ isSuccess: false, errorMessage: query.message }, 400);
    let prices: Map<number, Paise>;
    try {
      prices = await source.lastTradedPrices(query.tokens);
    } catch (error) {
      // A broker's own refusal is shown to the client; anything else is a fault (500, logged).
      if (!(error instanceof BrokerError)) throw error;
      return c.json<LtpBody>({ isSuccess: false, errorMessage: error.message }, 502);
    }
    const data: Record<string, number> = {};
    for (const [token, price] of prices) data[String(token)] = rupees(price);
    return c.json<LtpBody>({ isSuccess: true, data });
  };
}
