import { formatRupees } from "../money/format-rupees";
import type { Paise } from "../money/paise";
import { indiaTimeOfDay } from "./exit-time";
import type { FiredRule } from "./basket-rules";

/** A leg as its levels are judged: what it holds now and the analyst's levels for it. */
export interface LeveledLeg {
  prettyName: string;
  /** Units held: above zero bought, below zero sold, zero flat (nothing to protect). */
  netQuantity: number;
  stopLoss: Paise | null;
  target: Paise | null;
}

/**
 * Whether the leg's price has crossed one of the analyst's levels: a sold leg's stop-loss is
 * above its price and its target below; a bought leg's the other way round. The stop-loss is
 * judged first: a price past both (levels set the wrong way round) protects the trader.
 */
export function legLevelCrossed(leg: LeveledLeg, ltp: Paise, now: Date): FiredRule | null {
  if (leg.netQuantity === 0) return null;
  const sold = leg.netQuantity < 0;
  const lossAbove = (level: Paise) => (sold ? ltp >= level : ltp <= level);
  const gainBelow = (level: Paise) => (sold ? ltp <= level : ltp >= level);
  const text = (what: string, level: Paise) =>
    `Exited by the analyst's ${what}: ${leg.prettyName} ${formatRupees(ltp)} crossed ${formatRupees(level)} at ${indiaTimeOfDay(now)}`;
  if (leg.stopLoss !== null && lossAbove(leg.stopLoss)) {
    return { kind: "LEG_STOP_LOSS", reason: text("stop-loss", leg.stopLoss) };
  }
  if (leg.target !== null && gainBelow(leg.target)) {
    return { kind: "LEG_TARGET", reason: text("target", leg.target) };
  }
  return null;
}

/**
 * Why an analyst's levels cannot protect a leg priced `price`: a stop-loss or target on the
 * wrong side of the price would exit the leg the moment it filled. Null when they are right.
 */
export function misplacedLevel(leg: {
  side: "BUY" | "SELL";
  price: Paise;
  stopLoss: Paise | null;
  target: Paise | null;
}): string | null {
  const { side, price, stopLoss, target } = leg;
  const sold = side === "SELL";
  const at = formatRupees(price);
  if (stopLoss !== null && (sold ? stopLoss <= price : stopLoss >= price)) {
    return `a ${sold ? "sold" : "bought"} leg's stop-loss is ${sold ? "above" : "below"} its price (${at}): got ${formatRupees(stopLoss)}`;
  }
  if (target !== null && (sold ? target >= price : target <= price)) {
    return `a ${sold ? "sold" : "bought"} leg's target is ${sold ? "below" : "above"} its price (${at}): got ${formatRupees(target)}`;
  }
  return null;
}
