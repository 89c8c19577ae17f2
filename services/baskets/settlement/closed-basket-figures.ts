import { legPnl, type LegFills } from "../../../lib/basket/leg-pnl";
import type { ChargeBreakdown } from "../../../lib/charges/contract-note";
import { subtractPaise, sumPaise, type Paise } from "../../../lib/money/paise";
import type { UserOrderRow, UserSignalRow } from "../../db/schema";
import { basketCharges } from "../basket-charges";
import type { BasketState } from "../basket-store";
import { legFills } from "./basket-settlement";

/** A closed leg's filled orders, their fills and its realised P&L. */
export interface FilledLeg {
  signal: UserSignalRow;
  orders: UserOrderRow[];
  fills: LegFills;
  realised: Paise;
}

/** A closed basket's money, as History and the statement show it. */
export interface ClosedBasketFigures {
  legs: FilledLeg[];
  /** Σ its legs' realised P&L (sold − bought; a settlement at expiry included). */
  gross: Paise;
  /** Its contract notes' charges, by type (basket-charges.ts). */
  charges: ChargeBreakdown;
  /** Gross less charges and its Tradebox fees. */
  net: Paise;
}

/** A leg's filled orders and what they realised. */
function filledLeg(signal: UserSignalRow, basketOrders: readonly UserOrderRow[]): FilledLeg {
  const orders = basketOrders.filter(
    (order) => order.signalId === signal.id && order.filledQuantity > 0,
  );
  const fills = legFills(orders);
  return { signal, orders, fills, realised: legPnl(fills, null, signal.transactionType).realised };
}

/** A closed basket's legs, gross P&L, charges at `broker` and net after `fees`. */
export function closedBasketFigures(
  { signals, orders }: Pick<BasketState, "signals" | "orders">,
  broker: string,
  fees: Paise,
): ClosedBasketFigures {
  const legs = signals.map((signal) => filledLeg(signal, orders));
  const gross = sumPaise(legs.map((leg) => leg.realised));
  const charges = basketCharges(orders, broker);
  return { legs, gross, charges, net: subtractPaise(subtractPaise(gross, charges.total), fees) };
}
