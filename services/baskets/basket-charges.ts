import { brokerByCode } from "../../lib/brokers";
import { contractNoteCharges, type ChargeBreakdown } from "../../lib/charges/contract-note";
import { indiaClock } from "../../lib/market/india-time";
import type { UserOrderRow } from "../db/schema";

/**
 * What the trader's contract notes take for a basket's orders that traded so far: at their
 * broker's published brokerage, each order on the India date it was sent (orders are for the
 * day: one sent today trades today or not at all).
 */
export function basketCharges(orders: readonly UserOrderRow[], broker: string): ChargeBreakdown {
  const record = brokerByCode(broker);
  if (!record) throw new Error(`Unknown broker: ${broker}`);
  const executed = orders.flatMap((order) =>
    order.filledQuantity > 0 && order.averagePricePaise !== null
      ? [
          {
            tradeDate: indiaClock(order.createdAt).date,
            side: order.transactionType,
            quantity: order.filledQuantity,
            price: order.averagePricePaise,
          },
        ]
      : [],
  );
  return contractNoteCharges(executed, record.optionsBrokerage.perExecutedOrder);
}
