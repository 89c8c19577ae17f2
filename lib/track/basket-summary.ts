import type { OrderSnapWire } from "../basket/user-basket-wire";
import type { Costs } from "../charges/costs";
import { sumPaise, type Paise } from "../money/paise";
import { pnlTotals, type PnlTotals } from "./pnl-totals";
import type { Position } from "./position";

/** Spec §3 Summary 'orderStatusLogs': how many of the basket's orders stand in each state. */
export interface OrderStatusLogs {
  toBePlaced: number;
  pending: number;
  rejected: number;
  completed: number;
}

/** Spec §3 'Summary (overall and per basket)' of one basket. The payoff is computed apart. */
export interface Summary extends PnlTotals {
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
 * plPCT = total / required margin × 100, active = legs with a non-zero net quantity, net =
 * total − the basket's costs.
 */
export function basketSummary(
  positions: readonly Position[],
  marginRequired: Paise,
  costs: Costs,
): Summary {
  return {
    ...pnlTotals({
      realisedPL: sumPaise(positions.map((position) => position.realisedPnL)),
      totalPL: sumPaise(positions.map((position) => position.pnl)),
      totalPositions: positions.length,
      activePositions: positions.filter((position) => position.netQuantity !== 0).length,
      marginRequired,
      costs,
    }),
    orderStatusLogs: orderStatusLogs(positions.flatMap((position) => position.orders ?? [])),
  };
}
