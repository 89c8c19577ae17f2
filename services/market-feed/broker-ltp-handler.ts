import { Hono } from "hono";
import type { MarketSession } from "../../lib/market/market-session";
import { paiseToDecimalString } from "../../lib/money/parse-rupees";
import { requireSession, type SessionEnv } from "../auth/require-session";
import type { SessionAuth } from "../auth/session-auth";
import { BrokerError } from "../brokers/broker";
import type { BrokerPriceHub } from "../brokers/streams/price-hub";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { brokerErrorStatus } from "../http/broker-error-status";
import { errorBody } from "../http/json-errors";
import { parseLtpTokens } from "./ltp-query";
import type { BrokerCode } from "../../lib/brokers";
import { isStale, type PriceQuote, type PriceSource } from "../../lib/market/price-origin";
import { isUnderlyingToken, type UnderlyingToken } from "../../lib/market/underlyings";
import type { Paise } from "../../lib/money/paise";

export interface BrokerPricesDeps {
  db: Db;
  sessions: SessionAuth;
  brokerSessions: BrokerSessionStore;
  /** Each real broker's price hub (its stream, its quote call). */
  hubs: Partial<Record<BrokerCode, BrokerPriceHub>>;
  /** Which market a broker's prices are: a sandbox's is the practice one, a live broker's NSE. */
  sessionOf(broker: BrokerCode): MarketSession;
  /** The services' clock: a price's age is judged on the clock its tick times are read on. */
  now(): Date;
  /**
   * An index's level where the broker's feed does not carry it (its masters list contracts, not
   * the indices): the simulated market the trader's broker trades on, said so.
   */
  indexLevels(broker: BrokerCode, tokens: readonly UnderlyingToken[]): Map<number, Paise>;
}

/**
 * GET /marketfeed/broker-ltp?instrument_token=… (a trader's call): last traded prices from the
 * caller's own broker (its stream, or its quote call while the stream is down), each with its
 * source and time, so the app can say where a price comes from and mark an old one stale.
 */
export function brokerPriceRoutes(deps: BrokerPricesDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.use("*", requireSession(deps.db, deps.sessions));
  app.get("/", async (c) => {
    const query = parseLtpTokens(c.req.queries("instrument_token"));
    if (!query.ok) return c.json({ isSuccess: false, errorMessage: query.message }, 400);
    const user = c.get("user");
    const hub = deps.hubs[user.broker];
    if (!hub) return c.json(errorBody("Your broker's prices come from the practice feed"), 409);
    const session = await deps.brokerSessions.find(user);
    if (!session) return c.json(errorBody("No broker session: log in again"), 401);
    try {
      const prices: Map<number, { price: Paise; at: Date; source: PriceSource }> = await hub.prices(
        session,
        query.tokens,
      );
      const data: Record<string, number> = {};
      const quotes: Record<string, PriceQuote> = {};
      const market = deps.sessionOf(user.broker);
      const now = deps.now();
      const indices = query.tokens.filter(
        (token): token is UnderlyingToken => isUnderlyingToken(token) && !prices.has(token),
      );
      for (const [token, price] of deps.indexLevels(user.broker, indices)) {
        prices.set(token, { price, at: now, source: "simulated" });
      }
      for (const [token, quoted] of prices) {
        data[String(token)] = Number(paiseToDecimalString(quoted.price));
        quotes[String(token)] = {
          source: quoted.source,
          at: quoted.at.toISOString(),
          stale: isStale(quoted.at, now, market),
        };
      }
      return c.json({
        isSuccess: true,
        data,
        quotes,
        broker: user.broker,
        market_session: market,
      });
    } catch (error) {
      if (!(error instanceof BrokerError)) throw error;
      return c.json(errorBody(error.message), brokerErrorStatus(error.code));
    }
  });
  return app;
}
