import { ne } from "drizzle-orm";
import { settlementPrice, type IndexClose } from "../../../lib/market/expiry-settlement";
import { hasExpired } from "../../market/contract-expiry";
import type { Db } from "../../db/database";
import { paperPositions } from "../../db/paper-schema";
import type { MarketData } from "../../market/instrument";
import { lockAccount, setBlockedMargin } from "./accounts-repo";
import { holdingsOf } from "./fill-order";
import { applyFill } from "./position-math";
import { positionsOf, savePosition, stateOf } from "./positions-repo";
import { requiredMargin } from "./required-margin";

/**
 * The paper broker's side of the exchange's expiry settlement: each open position whose
 * contract expired by now is closed at its final settlement price (its P&L realised), and the
 * client's margin is blocked again for what is left open. Returns how many positions it closed.
 */
export async function settleExpiredPositions(
  db: Db,
  market: MarketData,
  closeOf: IndexClose,
): Promise<number> {
  const at = market.now();
  const open = await db.select().from(paperPositions).where(ne(paperPositions.netQuantity, 0));
  const clients = new Set(
    open
      .filter((row) => {
        const instrument = market.instrument(row.instrumentToken);
        return instrument !== undefined && hasExpired(instrument, at);
      })
      .map((row) => row.clientId),
  );
  let closed = 0;
  for (const clientId of clients) {
    closed += await db.transaction(async (tx) => {
      await lockAccount(tx, clientId);
      let count = 0;
      for (const row of await positionsOf(tx, clientId)) {
        const instrument = market.instrument(row.instrumentToken);
        if (row.netQuantity === 0 || !instrument || !hasExpired(instrument, at)) continue;
        const price = settlementPrice(
          instrument,
          closeOf(instrument.underlyingToken, instrument.expiry),
        );
        const side = row.netQuantity > 0 ? "SELL" : "BUY";
        const position = applyFill(stateOf(row), side, Math.abs(row.netQuantity), price);
        await savePosition(tx, row, position, at);
        count++;
      }
      const left = holdingsOf(market, await positionsOf(tx, clientId));
      await setBlockedMargin(tx, clientId, requiredMargin(market, left));
      return count;
    });
  }
  return closed;
}
