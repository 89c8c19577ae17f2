import type { Paise } from "../../lib/money/paise";
import type { MarketData } from "./instrument";

/**
 * The market at one instant: its clock stopped there, each price computed once. For work that
 * happens "at the same moment" (a batch of orders the paper broker executes together), so every
 * order of it sees the same prices, and a contract's price (an option model of the index's walk)
 * is computed once rather than for every holding of every client of the batch.
 */
export function marketMoment(market: MarketData): MarketData {
  const at = market.now();
  const prices = new Map<number, Paise | undefined>();
  const moment: MarketData = {
    now: () => at,
    instrument: (token) => market.instrument(token),
    lastTradedPrice(token) {
      if (prices.has(token)) return prices.get(token);
      const price = market.lastTradedPrice(token);
      prices.set(token, price);
      return price;
    },
  };
  memos.set(moment, new Map());
  return moment;
}

const memos = new WeakMap<MarketData, Map<string, unknown>>();

/**
 * What `compute` gives for `key` at this moment of the market, computed once per moment (a
 * contract's model for margin, say); on a market that is not a moment, computed afresh.
 */
export function onceAtMoment<T>(market: MarketData, key: string, compute: () => T): T {
  const memo = memos.get(market);
  if (!memo) return compute();
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}
