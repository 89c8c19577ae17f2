import type { OrderSnapWire } from "../basket/user-basket-wire";
import { indiaClock } from "../market/india-time";
import { parseRupees } from "../money/parse-rupees";
import type { ExecutedOrder } from "./contract-note";

/**
 * The orders of a basket's legs that traded, as a contract note reads them, from the orders the
 * basket details list (each on the India date it was sent: orders are for the day).
 */
export function executedOrdersOf(
  signals: readonly { order_snap_list: readonly OrderSnapWire[] }[],
): ExecutedOrder[] {
  return signals.flatMap((signal) =>
    signal.order_snap_list
      // A settlement at expiry is no trade: the contract note charges it as an exercise, if at all.
      .filter(
        (order) =>
          order.purpose !== "SETTLE" && order.filled_quantity > 0 && order.average_price !== null,
      )
      .map((order) => ({
        tradeDate: indiaClock(new Date(order.order_timestamp)).date,
        side: order.transaction_type,
        quantity: order.filled_quantity,
        price: parseRupees(order.average_price!),
      })),
  );
}
