import type { TransactionType } from "../../../lib/domain/enums";
import {
  averagePaise,
  addPaise,
  multiplyPaise,
  paise,
  subtractPaise,
  ZERO_PAISE,
  type Paise,
} from "../../../lib/money/paise";
import { divideRounded } from "../../../lib/money/rounding";

/**
 * A position as the paper broker keeps it, all integers: net units (bought − sold), what the
 * open units cost (≥ 0, so the average price is exact however many fills made it) and the P&L
 * realised so far.
 */
export interface PositionState {
  netQuantity: number;
  openCost: Paise;
  realisedPnl: Paise;
}

export const FLAT_POSITION: PositionState = {
  netQuantity: 0,
  openCost: ZERO_PAISE,
  realisedPnl: ZERO_PAISE,
};

/**
 * The position after a fill of `quantity` units at `price`.
 * - Same direction (or flat): |net| grows, open cost += price × quantity.
 * - Opposite direction: c = min(quantity, |net|) units close. They carry
 *   released = round(open cost × c / |net|) (half-even) of the cost, and realise
 *   sign(net) × (price × c − released). Any quantity beyond |net| opens the other way at `price`.
 */
export function applyFill(
  state: PositionState,
  side: TransactionType,
  quantity: number,
  price: Paise,
): PositionState {
  const direction = side === "BUY" ? 1 : -1;
  const held = Math.abs(state.netQuantity);
  if (state.netQuantity === 0 || Math.sign(state.netQuantity) === direction) {
    return {
      netQuantity: state.netQuantity + direction * quantity,
      openCost: addPaise(state.openCost, multiplyPaise(price, quantity)),
      realisedPnl: state.realisedPnl,
    };
  }
  const closing = Math.min(quantity, held);
  const released = paise(
    divideRounded(BigInt(state.openCost) * BigInt(closing), BigInt(held), "half-even"),
  );
  const pnl = subtractPaise(multiplyPaise(price, closing), released);
  const realisedPnl = addPaise(state.realisedPnl, state.netQuantity > 0 ? pnl : paise(-pnl));
  const opening = quantity - closing;
  if (opening > 0) {
    return {
      netQuantity: direction * opening,
      openCost: multiplyPaise(price, opening),
      realisedPnl,
    };
  }
  return {
    netQuantity: state.netQuantity + direction * closing,
    openCost: subtractPaise(state.openCost, released),
    realisedPnl,
  };
}

/** Average price of the open units, open cost / |net| to the paisa (half-even); null when flat. */
export function averagePrice(state: PositionState): Paise | null {
  if (state.netQuantity === 0) return null;
  return averagePaise(state.openCost, Math.abs(state.netQuantity));
}

/** P&L of the open units at `lastTradedPrice`: long LTP × net − cost, short cost − LTP × |net|. */
export function unrealisedPnl(state: PositionState, lastTradedPrice: Paise): Paise {
  const value = multiplyPaise(lastTradedPrice, Math.abs(state.netQuantity));
  return state.netQuantity >= 0
    ? subtractPaise(value, state.openCost)
    : subtractPaise(state.openCost, value);
}
