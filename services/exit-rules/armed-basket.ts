import type { LegFills } from "../../lib/basket/leg-pnl";
import type { TransactionType } from "../../lib/domain/enums";
import { checkBasketRules, type FiredRule } from "../../lib/exit-rules/basket-rules";
import type { RuleWait } from "../../lib/exit-rules/exit-rules-wire";
import { legLevelCrossed } from "../../lib/exit-rules/leg-levels";
import type { MarketSession } from "../../lib/market/market-session";
import { isStale } from "../../lib/market/price-origin";
import { paise, type Paise } from "../../lib/money/paise";
import type { BrokerSession } from "../brokers/broker";
import type { BasketState } from "../baskets/basket-store";
import { legFills } from "../baskets/settlement/basket-settlement";
import type { Trader } from "../baskets/trader";
import { instrumentByToken } from "../market/instrument-lookup";
import type { StoredRulesRow } from "./exit-rules-repo";

/** A leg as the watcher judges it: its fills, side and the analyst's levels. */
export interface ArmedLeg {
  signalId: string;
  token: number;
  prettyName: string;
  fills: LegFills;
  side: TransactionType;
  stopLoss: Paise | null;
  target: Paise | null;
  /** Set once a level exited it: it is not judged again. */
  exitedByRule: boolean;
}

/** A basket the watcher holds in memory: what judging it on a price needs, read once per status. */
export interface ArmedBasket {
  basketId: string;
  user: Trader;
  /** The trader's broker session; undefined when they have none that opens (log in again). */
  session: BrokerSession | undefined;
  legs: ArmedLeg[];
  rules: StoredRulesRow | null;
  /** A rule already exited the whole basket: what is left (an exit that failed) is the trader's. */
  spent: boolean;
  basketUpdatedAt: Date;
}

/** A price as the watcher has it: the paise, when it traded (or was quoted). */
export interface RulePrice {
  price: Paise;
  at: Date;
}

/** What judging a basket concluded. */
export interface Judgement {
  /** An exit to make: the legs named (an analyst's level), or the whole basket (no signalIds). */
  fire: (FiredRule & { signalIds?: string[] }) | null;
  /** Why the rules cannot act now; null when they can. */
  waiting: RuleWait | null;
  /** The trailing stop's best P&L, moved on by this price. */
  best: Paise | null;
}

export function armedLegs(state: BasketState): ArmedLeg[] {
  return state.signals.map((signal) => ({
    signalId: signal.id,
    token: signal.instrumentToken,
    prettyName:
      instrumentByToken(signal.instrumentToken)?.prettyName ?? String(signal.instrumentToken),
    fills: legFills(state.orders.filter((order) => order.signalId === signal.id)),
    side: signal.transactionType,
    stopLoss: signal.stopLossPaise,
    target: signal.targetPaise,
    exitedByRule: signal.exitReason !== null,
  }));
}

const netOf = (leg: ArmedLeg) => leg.fills.buyQuantity - leg.fills.sellQuantity;

/** The instruments whose prices a basket is judged on: the legs it holds. */
export function heldTokens(basket: Pick<ArmedBasket, "legs">): number[] {
  return basket.legs.filter((leg) => netOf(leg) !== 0).map((leg) => leg.token);
}

const judged = (waiting: RuleWait | null, best: Paise | null): Judgement => ({
  fire: null,
  waiting,
  best,
});

/**
 * Judges a basket on the prices now: the analyst's leg levels first, then the trader's basket
 * rules (stop-loss, trailing stop, target, timed exit: basket-rules.ts). Nothing fires while the
 * market is shut, without a broker session, or on a price missing or stale (older than
 * STALE_AFTER_MS while the market moves): the wait is told instead, and the first fresh price
 * after it acts. Run for thousands of baskets on every tick: one pass over the legs, nothing
 * allocated on the way to "nothing fires".
 */
export function judgeBasket(
  basket: ArmedBasket,
  prices: ReadonlyMap<number, RulePrice>,
  now: Date,
  market: MarketSession,
  /** False once the broker refused the trader's session (the daily logout). */
  sessionOpens = true,
): Judgement {
  const best = basket.rules?.best ?? null;
  if (!basket.legs.some((leg) => netOf(leg) !== 0)) return judged(null, best);
  if (market === "closed") return judged("MARKET_SHUT", best);
  if (!basket.session || !sessionOpens) return judged("NO_SESSION", best);
  let leveled = false;
  for (const leg of basket.legs) {
    if (netOf(leg) === 0) continue;
    const quoted = prices.get(leg.token);
    if (!quoted || isStale(quoted.at, now, market)) return judged("STALE_PRICE", best);
    leveled ||= !leg.exitedByRule && (leg.stopLoss !== null || leg.target !== null);
  }
  const levels = leveled ? crossedLevels(basket, prices, now) : null;
  if (levels) return { fire: levels, waiting: null, best };
  if (!basket.rules || basket.spent) return judged(null, best);
  const verdict = checkBasketRules(basket.rules.rules, {
    pnl: basketPnl(basket, prices),
    best,
    now,
  });
  return { fire: verdict.fired, waiting: null, best: verdict.best };
}

/** The analyst's levels the held legs' prices crossed: an exit of those legs, or null. */
function crossedLevels(
  basket: ArmedBasket,
  prices: ReadonlyMap<number, RulePrice>,
  now: Date,
): Judgement["fire"] {
  const crossed = basket.legs.flatMap((leg) => {
    const net = netOf(leg);
    if (net === 0 || leg.exitedByRule || (leg.stopLoss === null && leg.target === null)) return [];
    const level = {
      prettyName: leg.prettyName,
      netQuantity: net,
      stopLoss: leg.stopLoss,
      target: leg.target,
    };
    const fired = legLevelCrossed(level, prices.get(leg.token)!.price, now);
    return fired ? [{ leg, fired }] : [];
  });
  if (crossed.length === 0) return null;
  const signalIds = crossed.map(({ leg }) => leg.signalId);
  const reason = crossed.map(({ fired }) => fired.reason).join("; ");
  return { kind: crossed[0]!.fired.kind, reason, signalIds };
}

/**
 * The basket's P&L at these prices, as Track shows it: each leg's realised and unrealised sum to
 * exactly what it sold less what it bought plus what it holds at its price (leg-pnl.ts), so the
 * sum is taken that way: integer paise, no rounding, a few operations per leg on every tick.
 */
export function basketPnl(
  basket: ArmedBasket,
  prices: ReadonlyMap<number, { price: Paise }>,
): Paise {
  let pnl = 0;
  for (const leg of basket.legs) {
    const net = netOf(leg);
    pnl += leg.fills.sellValue - leg.fills.buyValue;
    if (net !== 0) pnl += net * prices.get(leg.token)!.price;
  }
  return paise(pnl);
}
