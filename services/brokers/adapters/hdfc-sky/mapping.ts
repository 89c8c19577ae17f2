import { paise, type Paise } from "../../../../lib/money/paise";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import {
  BrokerError,
  type BrokerOrder,
  type BrokerOrderStatus,
  type BrokerPosition,
  type OrderProduct,
} from "../../broker";
import { orderTagOf } from "../../real/idempotent-placement";
import type { ScripDirectory } from "../../real/scrip-master";
import type { FundsRow, MarginResult, OrderRow, PositionRow } from "./wire";

/**
 * HDFC SKY's order statuses (the order book's `order_status`, the same set as its feed proto's
 * Status enum, per OpenAlgo broker/hdfcsky/mapping/order_data.py) that are final; every other
 * status (CONFIRMED, PENDING, PARTIAL_TRADE, TRIGGER_PENDING, MODIFY_*, CANCEL_PENDING, a
 * refused modify or cancel…) leaves the order working.
 */
const FINAL_STATUSES: Readonly<Record<string, BrokerOrderStatus>> = {
  COMPLETE: "COMPLETE",
  REJECTED: "REJECTED",
  BRACKET_ORDER_REJECTED: "REJECTED",
  CANCELLED: "CANCELLED",
  CANCEL_CONFIRMED: "CANCELLED",
  BATCH_CANCEL_CONFIRMED: "CANCELLED",
  AMO_CANCEL_CONFIRMED: "CANCELLED",
  BRACKET_ORDER_CANCELLED: "CANCELLED",
};

export function orderStatusOf(brokerStatus: string): BrokerOrderStatus {
  return FINAL_STATUSES[brokerStatus.toUpperCase()] ?? "OPEN";
}

/**
 * The `user_order_id` an idempotency key travels as: the broker's own client order id field is
 * a number, echoed in the order book. Nine digits of the key's tag (OpenAlgo sends numbers of
 * that size), so the same key is always the same id, across restarts too.
 */
export function userOrderIdOf(idempotencyKey: string): number {
  const digest = BigInt(`0x${orderTagOf(idempotencyKey, 16)}`);
  return Number(digest % 900_000_000n) + 100_000_000;
}

/** A rupee figure of the broker (a JSON number or numeric string) in paise. */
export function rupees(value: number | string): Paise {
  return parseRupees(value);
}

function wholeNumber(value: number | string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw new BrokerError("BAD_RESPONSE", `HDFC SKY sent a quantity that is not whole: ${value}`);
  }
  return number;
}

function productOf(product: string): OrderProduct {
  return product.toUpperCase() === "MIS" ? "MIS" : "NRML";
}

/** An order book row as our order, for the idempotency key it was placed with. */
export function brokerOrderOf(
  row: OrderRow,
  idempotencyKey: string,
  clientId: string,
  instrumentToken: number,
): BrokerOrder {
  const status = orderStatusOf(row.order_status);
  const filledQuantity = row.filled_quantity;
  const average = row.average_price;
  const limit = row.price;
  const reason = row.rejection_reason?.trim();
  const placedAt = new Date(row.order_entry_time * 1000);
  return {
    orderId: row.oms_order_id,
    idempotencyKey,
    clientId,
    instrumentToken,
    transactionType: row.order_side,
    product: productOf(row.product),
    orderType: row.order_type.toUpperCase() === "MARKET" ? "MARKET" : "LIMIT",
    quantity: row.quantity,
    filledQuantity,
    averagePrice: filledQuantity > 0 && average > 0 ? average : null,
    limitPrice: limit > 0 ? limit : null,
    status,
    // The book says "NONE" when nothing was refused.
    statusMessage: reason && reason.toUpperCase() !== "NONE" ? reason : null,
    placedAt,
    updatedAt: row.exchange_time ? new Date(row.exchange_time * 1000) : placedAt,
  };
}

/** A netwise position row on one of our contracts; undefined for a contract we do not trade. */
export function brokerPositionOf(
  row: PositionRow,
  scrips: ScripDirectory,
): BrokerPosition | undefined {
  const scrip = scrips.byToken(row.instrument_token);
  if (!scrip) return undefined;
  const netQuantity = wholeNumber(row.net_quantity);
  const lastTradedPrice = rupees(row.ltp);
  const average =
    netQuantity > 0
      ? rupees(row.average_buy_price)
      : netQuantity < 0
        ? rupees(row.average_sell_price)
        : null;
  const unrealised =
    average === null || lastTradedPrice <= 0 ? 0 : (lastTradedPrice - average) * netQuantity;
  return {
    instrumentToken: scrip.instrumentToken,
    product: productOf(row.product),
    netQuantity,
    averagePrice: average,
    realisedPnl: rupees(row.realized_mtm),
    unrealisedPnl: paise(unrealised),
    lastTradedPrice: lastTradedPrice > 0 ? lastTradedPrice : null,
  };
}

/** "Available Margin" of the funds view's label/value rows. */
export function availableMarginOf(rows: readonly FundsRow[]): Paise {
  for (const row of rows) {
    const [label, value] = Array.isArray(row) ? [row[0], row[1]] : [row["0"], row["1"]];
    if (String(label).replace(/\s+/g, "").toLowerCase() === "availablemargin") {
      return rupees(String(value).replace(/,/g, ""));
    }
  }
  throw new BrokerError("BAD_RESPONSE", "HDFC SKY's funds view has no Available Margin row");
}

/** Margin components that add to a requirement; `premium_benefit` is taken off. */
const MARGIN_COMPONENTS = [
  "span",
  "exposure_margin",
  "premium_margin",
  "var_margin",
  "extreme_loss_margin",
  "delivery_margin",
  "additional_margin",
  "span_spread_margin",
  "somtier_margin",
] as const;

function blockTotal(block: Readonly<Record<string, unknown>> | null | undefined): Paise {
  if (!block) return paise(0);
  const amount = (key: string) => {
    const value = block[key];
    return typeof value === "number" || typeof value === "string" ? rupees(value) : 0;
  };
  const total = MARGIN_COMPONENTS.reduce((sum, key) => sum + amount(key), 0);
  return paise(Math.max(0, total - amount("premium_benefit")));
}

/**
 * The margin the legs block together: the combined (hedge-netted) block, or, where the broker
 * leaves it empty (OpenAlgo saw that for one leg), the legs' own blocks summed.
 */
export function requiredMarginOf(result: MarginResult): Paise {
  const combined = blockTotal(result.combined_margin);
  if (combined > 0) return combined;
  const legs = result.individual_margin_values ?? [];
  return paise(legs.reduce((sum, leg) => sum + blockTotal(leg), 0));
}
