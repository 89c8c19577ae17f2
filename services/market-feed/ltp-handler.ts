import type { Handler } from "hono";
import type { FeedMarket, MarketSession } from "../../lib/market/market-session";
import type { Paise } from "../../lib/money/paise";
import { paiseToRupeesNumber } from "../../lib/money/parse-rupees";
import { BrokerError, type Broker } from "../brokers/broker";
import { parseLtpMarket, parseLtpTokens } from "./ltp-query";

/** Where the feed's prices come from: a broker's last traded prices (the test broker's market). */
export type PriceSource = Pick<Broker, "lastTradedPrices">;

/** One market the feed answers from: its prices, and which market they are right now. */
export interface FeedSource extends PriceSource {
  session(): MarketSession;
}

/**
 * The spec's §7 answer of GET /marketfeed/ltp: token → price in rupees, or isSuccess false. Ours
 * adds market_session: which market the prices are (live, practice, closed), for the app to say.
 */
export type LtpBody =
  | { isSuccess: true; data: Record<string, number>; market_session: MarketSession }
  | { isSuccess: false; errorMessage: string };

const rupees = paiseToRupeesNumber;

/**
 * GET /marketfeed/ltp?instrument_token=…[&market=practice]: last traded prices of the tokens the
 * asked-for market knows.
 */
export function lastTradedPricesHandler(markets: Record<FeedMarket, FeedSource>): Handler {
  return async (c) => {
    const query = parseLtpTokens(c.req.queries("instrument_token"));
    if (!query.ok) return c.json<LtpBody>({ isSuccess: false, errorMessage: query.message }, 400);
    const market = parseLtpMarket(c.req.query("market"));
    if (!market.ok) return c.json<LtpBody>({ isSuccess: false, errorMessage: market.message }, 400);
    const source = markets[market.market];
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
    return c.json<LtpBody>({ isSuccess: true, data, market_session: source.session() });
  };
}
