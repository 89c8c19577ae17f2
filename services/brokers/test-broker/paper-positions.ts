import { paise, type Paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import type { MarketData } from "../../market/instrument";
import type { BrokerPosition, MarginLeg } from "../broker";
import { BrokerError } from "../broker";
import { averagePrice, unrealisedPnl } from "./position-math";
import { positionsOf, stateOf } from "./positions-repo";
import type { MarginPosition } from "./valued-legs";

/**
 * The client's positions (open ones and those closed earlier, which keep their realised P&L):
 * average price of the open units, realised P&L, and unrealised P&L at the last traded price
 * (0 when the market has no price).
 */
export async function paperPositions(
  db: Db,
  market: MarketData,
  clientId: string,
): Promise<BrokerPosition[]> {
  const rows = await positionsOf(db, clientId);
  return rows.map((row) => {
    const state = stateOf(row);
    const lastTradedPrice = market.lastTradedPrice(row.instrumentToken) ?? null;
    return {
      instrumentToken: row.instrumentToken,
      product: row.product,
      netQuantity: row.netQuantity,
      averagePrice: averagePrice(state),
      realisedPnl: state.realisedPnl,
      unrealisedPnl: lastTradedPrice === null ? paise(0) : unrealisedPnl(state, lastTradedPrice),
      lastTradedPrice,
    };
  });
}

/** A margin leg as a holding; UNKNOWN_INSTRUMENT for a token the market does not know. */
export function marginPositionOf(market: MarketData, leg: MarginLeg): MarginPosition {
  const instrument = market.instrument(leg.instrumentToken);
  if (!instrument) {
    throw new BrokerError("UNKNOWN_INSTRUMENT", `Unknown instrument: token ${leg.instrumentToken}`);
  }
  const sign = leg.transactionType === "BUY" ? 1 : -1;
  return { instrument, signedQuantity: sign * leg.quantity };
}

/** The market's last prices of the tokens it knows; unknown tokens are left out. */
export function lastPricesOf(market: MarketData, tokens: readonly number[]): Map<number, Paise> {
  const prices = new Map<number, Paise>();
  for (const token of tokens) {
    const price = market.lastTradedPrice(token);
    if (price !== undefined) prices.set(token, price);
  }
  return prices;
}
