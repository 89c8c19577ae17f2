import { powerOfTen, type ExactDecimal } from "../../../../lib/money/exact-decimal";
import { paise, type Paise } from "../../../../lib/money/paise";
import { divideRounded } from "../../../../lib/money/rounding";

/** One side of a position: its units and their total value, in rupees as 5paisa writes them. */
export interface PositionSide {
  quantity: number;
  value: ExactDecimal;
}

/** A position's figures in paise, each rounded once (half-up) from exact rupee values. */
export interface PositionFigures {
  netQuantity: number;
  /** The open units' average: all bought units' (long) or all sold units' (short). */
  averagePrice: Paise | null;
  /** The units bought and sold back, at the two sides' averages. */
  realisedPnl: Paise;
  /** The open units against the last price; 0 without one. */
  unrealisedPnl: Paise;
}

/** `amount × quantity`, exactly (the value of `quantity` units at a rupee `amount`). */
export function valueOf(amount: ExactDecimal, quantity: number): ExactDecimal {
  return { coefficient: amount.coefficient * BigInt(quantity), exponent: amount.exponent };
}

/** a + b, exactly. */
export function addValues(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const exponent = Math.min(a.exponent, b.exponent);
  return { coefficient: scaled(a, exponent) + scaled(b, exponent), exponent };
}

/**
 * A position's average and P&L over every unit in it (those carried in and the day's), by
 * weighted averages: realised = closed × (sold average − bought average), unrealised = net ×
 * (last price − the open side's average). Values stay exact rationals until the one rounding to
 * paise of each figure, so a four-decimal price (809.2514) costs no paisa on the way.
 */
export function positionFigures(
  bought: PositionSide,
  sold: PositionSide,
  lastPrice: Paise | null,
): PositionFigures {
  // Values in units of 10^exponent rupees, a paisa or finer: a paisa is `perPaisa` units.
  const exponent = Math.min(bought.value.exponent, sold.value.exponent, -2);
  const perPaisa = powerOfTen(-2 - exponent);
  const buyValue = scaled(bought.value, exponent);
  const sellValue = scaled(sold.value, exponent);
  const buyQty = BigInt(bought.quantity);
  const sellQty = BigInt(sold.quantity);
  const toPaise = (numerator: bigint, denominator: bigint) =>
    paise(divideRounded(numerator, denominator * perPaisa, "half-up"));

  const net = bought.quantity - sold.quantity;
  const closed = BigInt(Math.min(bought.quantity, sold.quantity));
  // closed × (sellValue/sellQty − buyValue/buyQty)
  const realisedPnl =
    closed === 0n
      ? paise(0)
      : toPaise(closed * (sellValue * buyQty - buyValue * sellQty), sellQty * buyQty);

  if (net === 0)
    return { netQuantity: 0, averagePrice: null, realisedPnl, unrealisedPnl: paise(0) };
  const [openValue, openQty] = net > 0 ? [buyValue, buyQty] : [sellValue, sellQty];
  const averagePrice = toPaise(openValue, openQty);
  // net × (last − openValue/openQty), the last price brought to the values' unit.
  const unrealisedPnl =
    lastPrice === null
      ? paise(0)
      : toPaise(BigInt(net) * (BigInt(lastPrice) * perPaisa * openQty - openValue), openQty);
  return { netQuantity: net, averagePrice, realisedPnl, unrealisedPnl };
}

/** A value's coefficient at a smaller (or equal) exponent. */
function scaled(value: ExactDecimal, exponent: number): bigint {
  return value.coefficient * powerOfTen(value.exponent - exponent);
}
