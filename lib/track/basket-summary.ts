import type { OrderSnapWire } from "../basket/user-basket-wire";
import { ratioPercent } from "../money/apply-rate";
import { sumPaise, type Paise } from "../money/paise";
import type { Position } from "./position";

/** Spec §3 Summary 'orderStatusLogs': how many of the basket's orders stand in each state. */
export interface OrderStatusLogs {
  toBePlaced: number;
  pending: number;
  rejected: number;
  completed: number;
}

/** Spec §3 'Summary (overall and per basket)', money in paise. The payoff is computed apart. */
export interface Summary {
  unrealisedPL: Paise;
  realisedPL: Paise;
  totalPL: Paise;
  /** totalPL as a percentage of the margin the basket blocks; null when it blocks none. */
  plPCT: number | null;
  totalPositions: number;
  activePositions: number;
  marginRequired: Paise;
  orderStatusLogs: OrderStatusLogs;
}

/**
 * Counts the orders of every leg by their broker status. Cancelled orders count as rejected:
 * both ended without filling and ask the trader to retry.
 */
export function orderStatusLogs(orders: Iterable<OrderSnapWire>): OrderStatusLogs {
  const logs: OrderStatusLogs = { toBePlaced: 0, pending: 0, rejected: 0, completed: 0 };
  for (const order of orders) {
    switch (order.status) {
      case "TO_BE_PLACED":
        logs.toBePlaced++;
        break;
      case "PENDING":
        logs.pending++;
        break;
      case "REJECTED":
      case "CANCELLED":
        logs.rejected++;
        break;
      case "COMPLETE":
        logs.completed++;
        break;
    }
  }
  return logs;
}

/**
 * The summary of one basket from its positions (already priced live):
 * realised = Σ leg realised, unrealised = Σ leg unrealised, total = their sum,
 * plPCT = total / required margin × 100, active = legs with a non-zero net quantity.
 */
export function basketSummary(positions: readonly Position[], marginRequired: Paise): Summary {
  const realisedPL = sumPaise(positions.map((position) => position.realisedPnL));
  const unrealisedPL = sumPaise(positions.map((position) => position.unrealisedPnL));
  const totalPL = sumPaise([realisedPL, unrealisedPL]);
  return {
    unrealisedPL,
    realisedPL,
    totalPL,
    plPCT: ratioPercent(totalPL, marginRequired),
    totalPositions: positions.length,
    activePositions: positions.filter((position) => position.netQuantity !== 0).length,
    marginRequired,
    orderStatusLogs: orderStatusLogs(positions.flatMap((position) => position.orders ?? [])),
  };
}
