import type { OrderPurpose } from "../../lib/basket/user-basket-wire";
import type { TransactionType } from "../../lib/domain/enums";

/** A contract and a signed number of units: + long, − short. */
export interface SignedHolding {
  instrumentToken: number;
  units: number;
}

export interface AdjustmentOrder {
  instrumentToken: number;
  transactionType: TransactionType;
  quantity: number;
  purpose: Extract<OrderPurpose, "ADJUST_EXIT" | "ADJUST_ENTER">;
}

/**
 * The orders that move a position from what is held to the analyst's new basket: per contract,
 * buy or sell the difference. An order that only shrinks a holding towards flat is an exit leg;
 * anything that opens or grows one (a new contract, more units, a flip of side) an entry leg.
 * A flip is sent as one order of the whole difference (the broker nets it).
 */
export function adjustmentOrders(
  held: readonly SignedHolding[],
  target: readonly SignedHolding[],
): AdjustmentOrder[] {
  const tokens = [...new Set([...held, ...target].map((h) => h.instrumentToken))];
  const unitsIn = (list: readonly SignedHolding[], token: number) =>
    list.filter((h) => h.instrumentToken === token).reduce((sum, h) => sum + h.units, 0);
  return tokens.flatMap((instrumentToken) => {
    const now = unitsIn(held, instrumentToken);
    const wanted = unitsIn(target, instrumentToken);
    const difference = wanted - now;
    if (difference === 0) return [];
    const shrinksOnly = Math.sign(wanted) !== -Math.sign(now) && Math.abs(wanted) < Math.abs(now);
    return [
      {
        instrumentToken,
        transactionType: difference > 0 ? "BUY" : "SELL",
        quantity: Math.abs(difference),
        purpose: shrinksOnly ? "ADJUST_EXIT" : "ADJUST_ENTER",
      },
    ];
  });
}
