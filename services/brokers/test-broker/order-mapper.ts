import { averagePaise, paise } from "../../../lib/money/paise";
import type { PaperOrderRow } from "../../db/paper-schema";
import type { BrokerOrder } from "../broker";

/**
 * A stored paper order as the Broker interface reports it. The average price is
 * filled value / filled quantity to the paisa (half-even), null until something filled.
 */
export function toBrokerOrder(row: PaperOrderRow): BrokerOrder {
  const averagePrice =
    row.filledQuantity > 0 ? averagePaise(row.filledValuePaise, row.filledQuantity) : null;
  return {
    orderId: row.id,
    idempotencyKey: row.idempotencyKey,
    clientId: row.clientId,
    instrumentToken: row.instrumentToken,
    transactionType: row.transactionType,
    product: row.product,
    orderType: row.orderType,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    averagePrice,
    limitPrice: row.limitPricePaise === null ? null : paise(row.limitPricePaise),
    status: row.status,
    statusMessage: row.statusMessage,
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
  };
}
