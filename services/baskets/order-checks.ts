import { asc, inArray } from "drizzle-orm";
import { groupBy } from "../../lib/collections/group-by";
import { batchedCall } from "../db/batching/batched-call";
import type { Db } from "../db/database";
import { ORDER_WINDOW, isMarketOpen } from "../../lib/market/market-hours";
import { ZERO_PAISE, type Paise } from "../../lib/money/paise";
import { BrokerError, type BrokerSession, type MarginLeg } from "../brokers/broker";
import { basketSignals, type BasketSignalRow } from "../db/schema";
import { expiredMessage, hasExpired } from "../market/contract-expiry";
import { instrumentByToken } from "../market/instrument-lookup";
import type { BasketEngineDeps } from "./basket-engine";
import type { Trader } from "./trader";
import { BasketError } from "./basket-error";

// What an action checks before it writes orders: the order window, contracts that still trade
// at the trader's broker, and the margin the broker would block.

/** Refuses orders outside the product's window, except on the test broker (spec §6) and a sandbox. */
export function assertOrderWindow(deps: BasketEngineDeps, user: Trader): void {
  const { sandbox } = deps.brokers[user.broker];
  if (isMarketOpen(deps.now(), { broker: user.broker, sandbox })) return;
  throw new BasketError(
    "CONFLICT",
    `Orders are accepted between ${ORDER_WINDOW.open} and ${ORDER_WINDOW.close} IST on trading days`,
  );
}

/** Refuses orders on a contract that no longer trades by the clock: 409, the contract named. */
export function assertTradable(
  deps: BasketEngineDeps,
  user: Trader,
  instrumentTokens: Iterable<number>,
): void {
  const now = deps.now();
  const listing = deps.listings?.[user.broker];
  for (const token of instrumentTokens) {
    const instrument = instrumentOf(token);
    if (hasExpired(instrument, now)) {
      throw new BasketError("CONFLICT", expiredMessage(instrument));
    }
    if (listing && !listing.knows(token)) {
      throw new BasketError(
        "CONFLICT",
        `${instrument.prettyName} is not in ${listing.brokerName}'s instrument list`,
      );
    }
  }
}

/**
 * The margin the trader's broker blocks for these legs taken together; for a broker without a
 * basket margin call (NOT_AVAILABLE), our estimate of it.
 */
export async function requiredMargin(
  deps: BasketEngineDeps,
  user: Trader,
  session: BrokerSession,
  legs: readonly MarginLeg[],
): Promise<Paise> {
  return (await marginQuote(deps, user, session, legs)).margin;
}

/** The margin of these legs and whether it is our estimate rather than the broker's figure. */
export async function marginQuote(
  deps: BasketEngineDeps,
  user: Trader,
  session: BrokerSession,
  legs: readonly MarginLeg[],
): Promise<{ margin: Paise; estimated: boolean }> {
  if (legs.length === 0) return { margin: ZERO_PAISE, estimated: false };
  try {
    const margin = await deps.brokers[user.broker].requiredMargin(session, legs);
    return { margin, estimated: false };
  } catch (error) {
    const estimate = deps.estimateMargin;
    if (!(error instanceof BrokerError) || error.code !== "NOT_AVAILABLE" || !estimate) {
      throw error;
    }
    return { margin: estimate(legs), estimated: true };
  }
}

/** The contract of a leg, which every stored token has (they were validated when written). */
export function instrumentOf(token: number) {
  const instrument = instrumentByToken(token);
  if (!instrument) throw new Error(`unknown instrument token ${token}`);
  return instrument;
}

/** Analyst baskets' legs in leg order, read with the other calls' of the moment. */
const legsOf = batchedCall(async (db: Db, basketIds: readonly string[]) => {
  const rows = await db
    .select()
    .from(basketSignals)
    .where(inArray(basketSignals.basketId, [...new Set(basketIds)]))
    .orderBy(asc(basketSignals.position));
  const legsOfBasket = groupBy(rows, (row) => row.basketId);
  return basketIds.map((id) => [...(legsOfBasket.get(id) ?? [])]);
});

/**
 * The legs of an analyst's basket version, in leg order, each one a contract the trader's broker
 * still trades (else 409, the contract named): what a place, its margin and an adjustment send.
 */
export async function tradableLegs(
  deps: BasketEngineDeps,
  user: Trader,
  analystBasketId: string,
): Promise<BasketSignalRow[]> {
  const legs = await legsOf(deps.db, analystBasketId);
  assertTradable(
    deps,
    user,
    legs.map((leg) => leg.instrumentToken),
  );
  return legs;
}
