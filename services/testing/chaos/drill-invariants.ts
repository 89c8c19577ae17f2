import type { UserOrderStatus } from "../../../lib/basket/user-basket-wire";
import type { BrokerOrderStatus } from "../../brokers/broker";
import { instrumentByToken } from "../../market/instrument-lookup";
import type { OrderBookSnapshot } from "./order-book-snapshot";

/** What the drill finds in a snapshot: why it has not converged yet, and what must never be. */
export interface OrderBookVerdict {
  /** Disagreements that reconciliation is expected to end; none once converged. */
  waiting: string[];
  /** Broken guarantees: reported as they are, whether or not the book has converged. */
  violations: string[];
}

const OURS_OF_BROKER: Readonly<Record<BrokerOrderStatus, UserOrderStatus>> = {
  OPEN: "PENDING",
  COMPLETE: "COMPLETE",
  REJECTED: "REJECTED",
  CANCELLED: "CANCELLED",
};

const IN_ACTION = ["ENTERING", "ADJUSTING", "EXITING"];

/**
 * Compares our orders with the paper broker's. Converged when no basket is in an action, no
 * order of ours is unsent or pending, and each agrees with the broker's order of its key.
 * Violations: a broker order we never wrote; and, once converged, a leg with more orders at the
 * broker than we sent (an order sent twice), positions that differ from our fills, or a basket
 * short more calls (or puts) of an expiry than it holds long (a naked short).
 */
export function judgeOrderBook(book: OrderBookSnapshot): OrderBookVerdict {
  const waiting: string[] = [];
  const violations: string[] = [];
  const brokerByKey = new Map(book.brokerOrders.map((o) => [o.idempotencyKey, o]));
  const ourKeys = new Set(book.orders.map((o) => o.idempotencyKey));
  for (const basket of book.baskets) {
    if (IN_ACTION.includes(basket.status)) waiting.push(`basket ${basket.id} is ${basket.status}`);
  }
  for (const order of book.orders) {
    const theirs = brokerByKey.get(order.idempotencyKey);
    if (order.status === "TO_BE_PLACED" || order.status === "PENDING") {
      waiting.push(`order ${order.idempotencyKey} is ${order.status}`);
    } else if (theirs && OURS_OF_BROKER[theirs.status] !== order.status) {
      waiting.push(
        `order ${order.idempotencyKey} is ${order.status}, ${theirs.status} at the broker`,
      );
    } else if (theirs && theirs.filledQuantity !== order.filledQuantity) {
      waiting.push(
        `order ${order.idempotencyKey} filled ${order.filledQuantity}, ${theirs.filledQuantity} at the broker`,
      );
    }
  }
  for (const theirs of book.brokerOrders) {
    if (!ourKeys.has(theirs.idempotencyKey)) {
      violations.push(`broker order ${theirs.idempotencyKey} was never written by us`);
    }
  }
  if (waiting.length === 0) {
    violations.push(...doubledLegs(book), ...positionMismatches(book), ...nakedShorts(book));
  }
  return { waiting, violations };
}

/** Legs whose orders at the broker are not exactly the ones we sent: an order sent twice. */
function doubledLegs(book: OrderBookSnapshot): string[] {
  const legOfKey = new Map(book.orders.map((o) => [o.idempotencyKey, o.signalId]));
  const count = (counts: Map<string, number>, leg: string | undefined) => {
    if (leg) counts.set(leg, (counts.get(leg) ?? 0) + 1);
  };
  const sent = new Map<string, number>();
  const atBroker = new Map<string, number>();
  for (const order of book.orders) if (order.brokerOrderId) count(sent, order.signalId);
  for (const theirs of book.brokerOrders) count(atBroker, legOfKey.get(theirs.idempotencyKey));
  return [...new Set([...sent.keys(), ...atBroker.keys()])]
    .filter((leg) => sent.get(leg) !== atBroker.get(leg))
    .map(
      (leg) =>
        `leg ${leg}: ${atBroker.get(leg) ?? 0} orders at the broker, ${sent.get(leg) ?? 0} sent by us`,
    );
}

/** Clients whose broker position in a contract differs from the sum of our fills in it. */
function positionMismatches(book: OrderBookSnapshot): string[] {
  const clientOf = new Map(book.baskets.map((b) => [b.id, b.clientId]));
  const ours = new Map<string, number>();
  for (const order of book.orders) {
    const key = `${clientOf.get(order.basketId)}:${order.instrumentToken}`;
    const signed = order.transactionType === "BUY" ? order.filledQuantity : -order.filledQuantity;
    ours.set(key, (ours.get(key) ?? 0) + signed);
  }
  const theirs = new Map(
    book.positions.map((p) => [`${p.clientId}:${p.instrumentToken}`, p.netQuantity]),
  );
  const problems: string[] = [];
  for (const key of new Set([...ours.keys(), ...theirs.keys()])) {
    if ((ours.get(key) ?? 0) !== (theirs.get(key) ?? 0)) {
      problems.push(
        `position ${key}: ${theirs.get(key) ?? 0} at the broker, ${ours.get(key) ?? 0} by our fills`,
      );
    }
  }
  return problems;
}

/** Baskets short more units of an expiry's calls (or puts) than they hold long, by the broker's fills. */
function nakedShorts(book: OrderBookSnapshot): string[] {
  const filledAtBroker = new Map(
    book.brokerOrders.map((o) => [o.idempotencyKey, o.filledQuantity]),
  );
  const net = new Map<string, number>();
  for (const order of book.orders) {
    const filled = filledAtBroker.get(order.idempotencyKey) ?? 0;
    const key = `${order.basketId}|${order.instrumentToken}`;
    net.set(key, (net.get(key) ?? 0) + (order.transactionType === "BUY" ? filled : -filled));
  }
  const exposure = new Map<string, { long: number; short: number }>();
  for (const [key, units] of net) {
    const [basketId, token] = key.split("|");
    const instrument = instrumentByToken(Number(token));
    const group = `${basketId} ${instrument?.expiry} ${instrument?.type}`;
    const sides = exposure.get(group) ?? { long: 0, short: 0 };
    if (units > 0) sides.long += units;
    else sides.short -= units;
    exposure.set(group, sides);
  }
  return [...exposure]
    .filter(([, sides]) => sides.short > sides.long)
    .map(([group, sides]) => `naked short in ${group}: ${sides.short} short, ${sides.long} long`);
}
