import type { LegFills } from "../../../lib/basket/leg-pnl";
import type { OrderPurpose, UserOrderStatus } from "../../../lib/basket/user-basket-wire";
import type {
  ErroredFrom,
  SignalStatus,
  TransactionType,
  UserBasketStatus,
} from "../../../lib/domain/enums";
import { addPaise, multiplyPaise, ZERO_PAISE, type Paise } from "../../../lib/money/paise";

/** What settling needs to know of an order. */
export interface OrderState {
  signalId: string;
  purpose: OrderPurpose;
  transactionType: TransactionType;
  quantity: number;
  filledQuantity: number;
  averagePricePaise: Paise | null;
  status: UserOrderStatus;
  statusMessage: string | null;
  /** Superseded: a retry re-sent it, or a later action began. */
  retried: boolean;
}

const IN_FLIGHT_ORDER: readonly UserOrderStatus[] = ["TO_BE_PLACED", "PENDING"];
const FAILED_ORDER: readonly UserOrderStatus[] = ["REJECTED", "CANCELLED"];

export const isInFlight = (order: Pick<OrderState, "status">) =>
  IN_FLIGHT_ORDER.includes(order.status);

/** An order that ended without filling all it asked for, and that no retry has re-sent yet. */
export const needsRetry = (order: OrderState) =>
  !order.retried && FAILED_ORDER.includes(order.status) && order.filledQuantity < order.quantity;

/** Statuses with orders on their way, and the status each settles into. */
export const ACTION_STATUSES = [
  "ENTERING",
  "ADJUSTING",
  "EXITING",
] as const satisfies ErroredFrom[];

export interface BasketSettlement {
  status: UserBasketStatus;
  erroredFrom: ErroredFrom | null;
  errorMsg: string | null;
}

/**
 * Where a basket stands once its orders have answered. While an action (ENTERING, ADJUSTING,
 * EXITING) has an order not yet answered it stays; an order that failed turns it into ERROR
 * with errored_from = the action and error_msg = the broker's reason; otherwise ENTERING and
 * ADJUSTING settle into TRACKING, and EXITING into EXITED when every leg is flat (a partial exit
 * goes back to TRACKING). Other statuses do not move here.
 */
export function settleBasket(
  current: BasketSettlement,
  orders: readonly OrderState[],
  everyLegFlat: boolean,
): BasketSettlement {
  const action = ACTION_STATUSES.find((status) => status === current.status);
  if (!action) return current;
  if (orders.some(isInFlight)) return current;
  // The broker's own rejection explains the basket better than the legs held back after it.
  const failed =
    orders.find((o) => needsRetry(o) && o.status === "REJECTED") ?? orders.find(needsRetry);
  if (failed) {
    return {
      status: "ERROR",
      erroredFrom: action,
      errorMsg: failed.statusMessage ?? "The broker did not fill an order",
    };
  }
  const done = action === "EXITING" && everyLegFlat ? "EXITED" : "TRACKING";
  return { status: done, erroredFrom: null, errorMsg: null };
}

/** A leg's bought minus sold units, from every order sent for it. */
export function netQuantity(orders: readonly OrderState[]): number {
  const fills = legFills(orders);
  return fills.buyQuantity - fills.sellQuantity;
}

/** A leg's fills, summed over every order sent for it (partly filled ones included). */
export function legFills(orders: readonly OrderState[]): LegFills {
  let fills: LegFills = {
    buyQuantity: 0,
    buyValue: ZERO_PAISE,
    sellQuantity: 0,
    sellValue: ZERO_PAISE,
  };
  for (const order of orders) {
    if (order.filledQuantity === 0 || order.averagePricePaise === null) continue;
    const value = multiplyPaise(order.averagePricePaise, order.filledQuantity);
    fills =
      order.transactionType === "BUY"
        ? {
            ...fills,
            buyQuantity: fills.buyQuantity + order.filledQuantity,
            buyValue: addPaise(fills.buyValue, value),
          }
        : {
            ...fills,
            sellQuantity: fills.sellQuantity + order.filledQuantity,
            sellValue: addPaise(fills.sellValue, value),
          };
  }
  return fills;
}

/** Units of a leg's orders still to be sent, resting at the broker, and refused. */
export function legQuantities(orders: readonly OrderState[]) {
  const sum = (pick: (order: OrderState) => number) =>
    orders.reduce((total, order) => total + pick(order), 0);
  return {
    toBePlaced: sum((o) => (o.status === "TO_BE_PLACED" ? o.quantity : 0)),
    pending: sum((o) => (o.status === "PENDING" ? o.quantity - o.filledQuantity : 0)),
    rejected: sum((o) => (needsRetry(o) ? o.quantity - o.filledQuantity : 0)),
  };
}

const SIGNAL_STATUS_OF_PURPOSE: Readonly<Record<OrderPurpose, SignalStatus>> = {
  ENTER: "PENDING",
  EXIT: "CLOSING",
  ADJUST_EXIT: "ADJUSTING",
  ADJUST_ENTER: "ADJUSTING",
  // Recorded final: never in flight.
  SETTLE: "CLOSING",
};

/**
 * A leg's status: REJECTED while an order of it waits for a retry; PENDING, CLOSING or
 * ADJUSTING while one is on its way (by why it was sent); CLOSED once flat with nothing more
 * to hold; otherwise OPEN.
 */
export function signalStatus(
  orders: readonly OrderState[],
  netQuantity: number,
  targetQuantity: number,
): SignalStatus {
  if (orders.some(needsRetry)) return "REJECTED";
  const inFlight = orders.find(isInFlight);
  if (inFlight) return SIGNAL_STATUS_OF_PURPOSE[inFlight.purpose];
  if (netQuantity === 0 && targetQuantity === 0) return "CLOSED";
  return netQuantity === 0 ? "PENDING" : "OPEN";
}
