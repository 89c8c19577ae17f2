import type { TransactionType } from "../domain/enums";
import { paise, type Paise } from "../money/paise";
import { divideRounded } from "../money/rounding";

/** What a leg has traded so far: units bought and sold and what they cost, in paise. */
export interface LegFills {
  buyQuantity: number;
  buyValue: Paise;
  sellQuantity: number;
  sellValue: Paise;
}

export interface LegPnl {
  /** Bought minus sold, in units. */
  netQuantity: number;
  /** Average price of the side that opened the position; null before any fill. */
  avgEntryPrice: Paise | null;
  realised: Paise;
  /** At the last traded price; 0 when flat or when no price is known. */
  unrealised: Paise;
  total: Paise;
}

/** a × b / c rounded half-up to the paisa, in exact integer arithmetic. */
function scaled(a: number, b: number, c: number): bigint {
  return divideRounded(BigInt(a) * BigInt(b), BigInt(c), "half-up");
}

/**
 * A leg's P&L by average cost. With the opening side's average price p (buys for a long, sells
 * for a short) and q units closed: realised = q × (exit average − p) and unrealised =
 * net × (ltp − p). Their sum is exactly sell value − buy value + net × ltp, so the total never
 * drifts; the split rounds once, half-up to the paisa. `openingSide` (the leg's side in the
 * basket) tells which average is the entry once the leg is flat.
 */
export function legPnl(
  fills: LegFills,
  ltp: Paise | null,
  openingSide: TransactionType = "BUY",
): LegPnl {
  const { buyQuantity, buyValue, sellQuantity, sellValue } = fills;
  const netQuantity = buyQuantity - sellQuantity;
  // An open position says its own direction; a flat one was opened by the leg's own side.
  const long = netQuantity === 0 ? openingSide === "BUY" : netQuantity > 0;
  const [openQty, openValue, closeQty, closeValue] = long
    ? [buyQuantity, buyValue, sellQuantity, sellValue]
    : [sellQuantity, sellValue, buyQuantity, buyValue];
  const sign = long ? 1n : -1n;
  // Cost of the closed units at the opening average price.
  const closedCost = openQty > 0 ? scaled(closeQty, openValue, openQty) : 0n;
  const realised = (BigInt(closeValue) - closedCost) * sign;
  const openCost = BigInt(openValue) - closedCost;
  const unrealised =
    ltp === null || netQuantity === 0
      ? 0n
      : (BigInt(Math.abs(netQuantity)) * BigInt(ltp) - openCost) * sign;
  return {
    netQuantity,
    avgEntryPrice:
      openQty > 0 ? paise(divideRounded(BigInt(openValue), BigInt(openQty), "half-up")) : null,
    realised: paise(realised),
    unrealised: paise(unrealised),
    total: paise(realised + unrealised),
  };
}
