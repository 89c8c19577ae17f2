import { brokerByCode } from "../../lib/brokers";
import {
  contractNoteCharges,
  type ChargeBreakdown,
  type ExecutedOrder,
  type ExercisedOption,
} from "../../lib/charges/contract-note";
import { indiaClock } from "../../lib/market/india-time";
import { multiplyPaise } from "../../lib/money/paise";
import type { UserOrderRow } from "../db/schema";
import type { Instrument } from "../market/instrument";
import { instrumentOf } from "./order-checks";

/**
 * What the trader's contract notes take for a basket's orders that traded so far: at their
 * broker's published brokerage, each order on the India date it was sent (orders are for the
 * day: one sent today trades today or not at all). A leg settled at expiry is no trade: a long
 * option settled in the money is exercised (STT on its intrinsic value, no brokerage, on the
 * expiry day); a short one assigned, or one expiring worthless, costs nothing more.
 */
export function basketCharges(
  orders: readonly UserOrderRow[],
  broker: string,
  contractOf: (token: number) => Pick<Instrument, "type"> = instrumentOf,
): ChargeBreakdown {
  const record = brokerByCode(broker);
  if (!record) throw new Error(`Unknown broker: ${broker}`);
  const executed: ExecutedOrder[] = [];
  const exercised: ExercisedOption[] = [];
  for (const order of orders) {
    if (order.filledQuantity === 0 || order.averagePricePaise === null) continue;
    const tradeDate = indiaClock(order.createdAt).date;
    if (order.purpose !== "SETTLE") {
      executed.push({
        tradeDate,
        side: order.transactionType,
        quantity: order.filledQuantity,
        price: order.averagePricePaise,
      });
      continue;
    }
    // Closing a long (a SELL) in the money: the holder exercises and is paid the intrinsic value.
    const long = order.transactionType === "SELL";
    if (long && order.averagePricePaise > 0 && contractOf(order.instrumentToken).type !== "fut") {
      exercised.push({
        tradeDate,
        intrinsicValue: multiplyPaise(order.averagePricePaise, order.filledQuantity),
      });
    }
  }
  return contractNoteCharges(executed, record.optionsBrokerage.perExecutedOrder, exercised);
}
