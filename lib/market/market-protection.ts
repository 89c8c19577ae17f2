import { paise, type Paise } from "../money/paise";
import type { BrokerRecord } from "../brokers";
import type { TransactionType } from "../domain/enums";

/** NSE's tick for index options and futures: ₹0.05. */
export const INDEX_DERIVATIVE_TICK_PAISE = 5;

/**
 * The limit a market order is sent at where the broker needs a price: `percent` beyond the last
 * traded price, against the trader (above it to buy, below it to sell), on the tick grid and
 * never below one tick. A marketable limit fills like a market order in a liquid contract and
 * cannot fill at a runaway price in a thin one.
 */
export function protectedLimitPrice(
  lastPrice: Paise,
  side: TransactionType,
  percent: number,
): Paise {
  if (!(percent > 0 && percent < 100)) throw new RangeError(`Bad protection: ${percent}%`);
  const tick = INDEX_DERIVATIVE_TICK_PAISE;
  // Basis points keep the arithmetic in integers: 2% of 12,345 paise is 12,345 × 200 / 10,000.
  const basisPoints = Math.round(percent * 100);
  const shifted =
    side === "BUY"
      ? Math.ceil((lastPrice * (10_000 + basisPoints)) / 10_000 / tick) * tick
      : Math.floor((lastPrice * (10_000 - basisPoints)) / 10_000 / tick) * tick;
  return paise(Math.max(tick, shifted));
}

/**
 * What the place screen tells a trader whose broker takes no plain market orders, before they
 * place: null where market orders go as they are.
 */
export function marketProtectionNote(
  broker: Pick<BrokerRecord, "nickname" | "marketProtectionPercent">,
): string | null {
  const percent = broker.marketProtectionPercent;
  if (percent === undefined) return null;
  return `${broker.nickname} takes no plain market orders: each leg goes as a limit order at most ${percent}% from its last price, so a fast market cannot fill it far away.`;
}
