import type { SignalStatus } from "../domain/enums";

/** Spec §4 'Order-level status': every text an order (a leg's orders) can show. */
export const ORDER_STATUS_TEXTS = [
  "Pending",
  "Entering",
  "Exiting",
  "Adjusting",
  "Rejected",
  "Tracking",
  "Closed",
] as const;
export type OrderStatusText = (typeof ORDER_STATUS_TEXTS)[number];

/** Which way an adjusting leg moves: a new leg being entered or an old one being exited. */
export type AdjustmentDirection = "entering" | "exiting";

export interface OrderStatusInput {
  status: SignalStatus;
  /** The leg's open (net) quantity; zero means nothing is held any more. */
  quantity: number;
  /** Set for a leg of an adjustment; without it an adjusting leg reads 'Adjusting'. */
  direction?: AdjustmentDirection | null;
}

export interface OrderStatus {
  text: OrderStatusText;
  retryAllowed: boolean;
}

const ADJUSTING_TEXT: Readonly<Record<AdjustmentDirection, OrderStatusText>> = {
  entering: "Entering",
  exiting: "Exiting",
};

/**
 * Spec §4 order-level status. Rules are tried in this order, first match wins:
 * pending → 'Pending'; adjusting → 'Entering'/'Exiting' by direction, else 'Adjusting';
 * error or rejected → 'Rejected' (retry allowed); closed or a zero quantity → 'Closed';
 * open → 'Tracking'. Our choices where the spec is silent: an order in flight or failed outranks
 * a zero quantity (an unfilled entry holds nothing yet but is not closed), a zero quantity outranks
 * 'open' (a flat leg is closed), and CLOSING, which the rules do not name, reads 'Exiting'.
 */
export function orderStatus({ status, quantity, direction }: OrderStatusInput): OrderStatus {
  switch (status) {
    case "PENDING":
      return withoutRetry("Pending");
    case "ADJUSTING":
      return withoutRetry(direction ? ADJUSTING_TEXT[direction] : "Adjusting");
    case "ERROR":
    case "REJECTED":
      return { text: "Rejected", retryAllowed: true };
    case "CLOSED":
      return withoutRetry("Closed");
    case "OPEN":
      return withoutRetry(quantity === 0 ? "Closed" : "Tracking");
    case "CLOSING":
      return withoutRetry(quantity === 0 ? "Closed" : "Exiting");
  }
}

function withoutRetry(text: OrderStatusText): OrderStatus {
  return { text, retryAllowed: false };
}
