import { paise, type Paise } from "../../lib/money/paise";

/** NSE's tick for index options and futures: ₹0.05. */
export const TICK_PAISE = 5;

/**
 * A model price in rupees on the tick: round(rupees × 100 / 5) × 5 paise, half up. A live
 * contract trades at one tick at least (`minimumOneTick`); an expired one may settle at 0.
 */
export function toTick(rupees: number, minimumOneTick: boolean): Paise {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError(`Not a price: ${rupees}`);
  const ticks = Math.round((rupees * 100) / TICK_PAISE);
  return paise(Math.max(ticks, minimumOneTick ? 1 : 0) * TICK_PAISE);
}

/** An index level in paise (indices are quoted to 0.01): round(level × 100). */
export function indexPaise(level: number): Paise {
  return paise(Math.round(level * 100));
}
