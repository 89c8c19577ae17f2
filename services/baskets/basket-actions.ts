import { and, inArray } from "drizzle-orm";
import { batchedCall } from "../db/batching/batched-call";
import type { Db } from "../db/database";
import { z } from "zod";
import type { BrokerSession } from "../brokers/broker";
import type { BasketOrderResultWire } from "../../lib/basket/user-basket-wire";
import { viewerMaySee } from "../../lib/explore/search-request";
import { multiplyPaise, type Paise } from "../../lib/money/paise";
import { CatalogueError } from "../catalogue/catalogue-error";
import { findStrategy } from "../catalogue/strategy-lookup";
import { isUniqueViolation } from "../catalogue/unique-violation";
import { userBaskets, type BasketSignalRow, type StrategyRow } from "../db/schema";
import { claimExit, insertBasket, insertLegs } from "./basket-writes";
import { BasketError } from "./basket-error";
import type { BasketEngine } from "./basket-engine";
import type { Trader } from "./trader";
import { needsRetry, netQuantity } from "./settlement/basket-settlement";
import { findOwnBasket, loadBasketState, type BasketState } from "./basket-store";
import { sendInTurn } from "./sending/leased-send";
import type { OrderIntent } from "./sending/order-plan";
import {
  assertOrderWindow,
  assertTradable,
  instrumentOf,
  requiredMargin,
  tradableLegs,
} from "./order-checks";
import { exitRulesInputSchema } from "../../lib/exit-rules/exit-rules-wire";
import { hasBasketRules, type BasketRules } from "../../lib/exit-rules/basket-rules";
import { saveRules } from "../exit-rules/exit-rules-repo";
import { expiriesOf, resolveRules } from "../exit-rules/basket-exit-rules";

export const placeBasketSchema = z.object({
  strategy_id: z.string().trim().min(1),
  no_of_lot: z.number().int().min(1).max(50),
  idempotency_key: z.string().trim().min(8).max(128),
  /** Ours: the trader's exit rules, kept with the basket from its first moment (docs/exit-rules.md). */
  exit_rules: z.optional(exitRulesInputSchema),
});
export const basketIdSchema = z.object({ basket_id: z.string().trim().min(1) });
export const exitBasketSchema = basketIdSchema.extend({
  signal_ids: z.array(z.string().min(1)).min(1).optional(),
});

/** Place a tradebox: the basket, its legs and their orders written, then sent (BUYs first). */
export async function placeBasket(
  engine: BasketEngine,
  user: Trader,
  input: z.infer<typeof placeBasketSchema>,
): Promise<BasketOrderResultWire> {
  const { now } = engine.deps;
  // Read side by side (each with the other places' of the moment), then judged in this order:
  // no session refuses first, then a known key answers with its basket whatever the tradebox.
  const [session, known, visible] = await Promise.allSettled([
    engine.sessionOf(user),
    basketByKey(engine, user, input.idempotency_key),
    visibleStrategy(engine, user, input.strategy_id),
  ]);
  if (session.status === "rejected") throw session.reason;
  if (known.status === "rejected") throw known.reason;
  if (known.value) return engine.result(known.value);
  if (visible.status === "rejected") throw visible.reason;
  const strategy = visible.value;
  if (!["OPEN", "ADJUSTED"].includes(strategy.status) || !strategy.currentBasketId) {
    throw new BasketError("CONFLICT", "This tradebox is not open for new orders");
  }
  assertOrderWindow(engine.deps, user);
  await engine.halts.assertTrading(user.broker);
  const legs = await tradableLegs(engine.deps, user, strategy.currentBasketId);
  const analystBasketId = strategy.currentBasketId;
  const at = now();
  const rules = input.exit_rules && (await placedRules(engine, user, session.value, legs, input));
  // The basket, its legs, orders and fee are committed together: a crash leaves all or none.
  const basketId = await engine.atomically((writer) =>
    writePlacedBasket(writer, user, {
      strategyId: strategy.id,
      marginPerLot: strategy.marginRequiredPaise,
      analystBasketId,
      legs,
      input,
      at,
      rules,
    }),
  );
  // Another call with the same key won the race: its basket is the answer.
  if (!basketId) return engine.result((await basketByKey(engine, user, input.idempotency_key))!);
  engine.watch(user, session.value);
  await engine.exclusively(basketId, () => sendInTurn(engine, user, session.value, basketId));
  return engine.result(basketId);
}

/** Writes a placed basket: the basket row (undefined if the key is taken), legs, orders, fee. */
async function writePlacedBasket(
  writer: BasketEngine,
  user: Trader,
  placing: {
    strategyId: string;
    /** The tradebox's margin per lot as it is placed (the followers' results' base). */
    marginPerLot: Paise;
    analystBasketId: string;
    legs: BasketSignalRow[];
    input: z.infer<typeof placeBasketSchema>;
    at: Date;
    rules: BasketRules | undefined;
  },
): Promise<string | undefined> {
  const { db } = writer.deps;
  const { strategyId, marginPerLot, analystBasketId, legs, input, at, rules } = placing;
  let basketId: string;
  try {
    const inserted = await insertBasket(db, {
      userId: user.id,
      strategyId,
      analystBasketId,
      noOfLot: input.no_of_lot,
      marginPaise: multiplyPaise(marginPerLot, input.no_of_lot),
      status: "ENTERING",
      idempotencyKey: input.idempotency_key,
      isPractice: writer.deps.tradesInPractice?.(user.broker) ?? false,
      createdAt: at,
      updatedAt: at,
    });
    if (!inserted) return undefined;
    basketId = inserted;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new BasketError("CONFLICT", "You already follow this tradebox: track or exit it first");
  }
  const unitsOf = (leg: BasketSignalRow) => leg.quantity * leg.multiplier * input.no_of_lot;
  // One statement for every leg: a basket's legs are one write, not one per leg.
  const signals = await insertLegs(
    db,
    legs.map((leg) => ({
      basketId,
      position: leg.position,
      instrumentToken: leg.instrumentToken,
      transactionType: leg.transactionType,
      targetQuantity: unitsOf(leg),
      lotSize: leg.multiplier,
      duration: leg.duration,
      stopLossPaise: leg.stopLossPaise,
      targetPaise: leg.targetPaise,
      status: "PENDING" as const,
      createdAt: at,
      updatedAt: at,
    })),
  );
  // A basket holds each contract once (user_signals' unique key): the token names the leg.
  const signalIdOf = new Map(signals.map((signal) => [signal.instrumentToken, signal.id]));
  const intents: OrderIntent[] = legs.map((leg) => ({
    basketId,
    signalId: signalIdOf.get(leg.instrumentToken)!,
    purpose: "ENTER",
    attempt: 1,
    transactionType: leg.transactionType,
    quantity: unitsOf(leg),
    instrument: instrumentOf(leg.instrumentToken),
  }));
  await writer.writeOrders(intents);
  await writer.recordFee(basketId, user, "PLACE", at);
  if (rules && hasBasketRules(rules)) await saveRules(db, basketId, rules, at);
  return basketId;
}

/** A place's exit rules resolved against the legs it enters (their margin, their expiries). */
function placedRules(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  legs: readonly BasketSignalRow[],
  input: z.infer<typeof placeBasketSchema>,
): Promise<BasketRules> {
  const margin = () =>
    requiredMargin(
      engine.deps,
      user,
      session,
      legs.map((leg) => ({
        instrumentToken: leg.instrumentToken,
        transactionType: leg.transactionType,
        quantity: leg.quantity * leg.multiplier * input.no_of_lot,
      })),
    );
  const expiries = expiriesOf(legs.map((leg) => leg.instrumentToken));
  return resolveRules(input.exit_rules ?? {}, { margin, expiries, setAt: engine.deps.now() });
}

/** Re-send only the orders that failed, for what they did not fill; back to errored_from. */
export async function retryBasket(engine: BasketEngine, user: Trader, basketId: string) {
  const session = await engine.sessionOf(user);
  await findOwnBasket(engine.deps.db, user.id, basketId);
  return engine.exclusively(basketId, async () => {
    const state = await loadBasketState(engine.deps.db, basketId);
    const { basket } = state;
    if (basket.status !== "ERROR" || !basket.erroredFrom) {
      throw new BasketError("CONFLICT", `Nothing to retry: the basket is ${basket.status}`);
    }
    const erroredFrom = basket.erroredFrom;
    assertOrderWindow(engine.deps, user);
    await engine.halts.assertTrading(user.broker);
    const failed = state.orders.filter(needsRetry);
    assertTradable(
      engine.deps,
      user,
      failed.map((order) => order.instrumentToken),
    );
    await engine.atomically(async (writer) => {
      await writer.supersedeFailed(state);
      await writer.writeOrders(
        failed.map((order) => ({
          basketId,
          signalId: order.signalId,
          purpose: order.purpose,
          attempt: order.attempt + 1,
          transactionType: order.transactionType,
          quantity: order.quantity - order.filledQuantity,
          instrument: instrumentOf(order.instrumentToken),
        })),
      );
      await writer.begin(basketId, erroredFrom);
    });
    engine.watch(user, session);
    await sendInTurn(engine, user, session, basketId);
    return engine.result(basketId);
  });
}

/** Exit the whole basket, or the legs named where the tradebox allows a partial exit. */
export async function exitBasket(
  engine: BasketEngine,
  user: Trader,
  input: z.infer<typeof exitBasketSchema>,
) {
  const { db } = engine.deps;
  // Side by side, then judged in this order: no session refuses first.
  const [sessionRead, ownRead] = await Promise.allSettled([
    engine.sessionOf(user),
    findOwnBasket(db, user.id, input.basket_id),
  ]);
  if (sessionRead.status === "rejected") throw sessionRead.reason;
  if (ownRead.status === "rejected") throw ownRead.reason;
  const [session, own] = [sessionRead.value, ownRead.value];
  const strategy = await findStrategy(db, own.strategyId);
  if (input.signal_ids && !strategy.allowPartialExit) {
    throw new BasketError("INVALID", "This tradebox does not allow exiting single legs");
  }
  return exitLegs(engine, user, session, { basketId: own.id, signalIds: input.signal_ids });
}

/** An exit the services make by themselves: the rule that fired it, told on the basket or legs. */
export interface ExitReason {
  reason: string;
}

/**
 * Exits the basket's legs named (every leg when none are), through one path for a trader's exit
 * and an exit rule's: exits written before they are sent, shorts bought back before hedges are
 * sold (sendingOrder), above the freeze quantity sliced. The move into EXITING is claimed at the
 * database first (claimExit): two exits of one basket at one moment, on two instances (a rule
 * firing as the trader taps Exit), write one set of exit orders, and the other is refused.
 */
export async function exitLegs(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  exit: { basketId: string; signalIds?: readonly string[]; ruled?: ExitReason },
): Promise<BasketOrderResultWire> {
  const { db } = engine.deps;
  const { basketId, signalIds, ruled } = exit;
  return engine.exclusively(basketId, async () => {
    const state = await loadBasketState(db, basketId);
    assertSettled(state, ["TRACKING", "ERROR"], "exit");
    assertOrderWindow(engine.deps, user);
    const chosen = state.signals.filter((s) => !signalIds || signalIds.includes(s.id));
    if (signalIds && chosen.length !== signalIds.length) {
      throw new BasketError("NOT_FOUND", "A leg named is not in this basket");
    }
    await engine.atomically(async (writer) => {
      const chosenIds = chosen.map((signal) => signal.id);
      const leg = signalIds ? { signalIds: chosenIds } : {};
      if (!(await claimExit(writer.deps.db, { basketId, at: writer.deps.now(), ruled, ...leg }))) {
        throw new BasketError("CONFLICT", "Cannot exit now: the basket is already exiting");
      }
      const intents: OrderIntent[] = [];
      await writer.clearTargets(chosenIds);
      for (const signal of chosen) {
        const net = netQuantity(state.orders.filter((o) => o.signalId === signal.id));
        if (net === 0) continue;
        intents.push({
          basketId,
          signalId: signal.id,
          purpose: "EXIT",
          attempt: 1,
          transactionType: net > 0 ? "SELL" : "BUY",
          quantity: Math.abs(net),
          instrument: instrumentOf(signal.instrumentToken),
        });
      }
      await writer.supersedeFailed(state);
      // The claim moved it into EXITING: no action's begin to write.
      await writer.writeOrders(intents);
    });
    engine.watch(user, session);
    await sendInTurn(engine, user, session, basketId, "EXIT");
    return engine.result(basketId);
  });
}

/** Refuses an action the basket's status does not allow now: 409, the status named. */
export function assertSettled(state: BasketState, allowed: string[], action: string) {
  if (!allowed.includes(state.basket.status)) {
    throw new BasketError("CONFLICT", `Cannot ${action} now: the basket is ${state.basket.status}`);
  }
}

interface PlaceKey {
  userId: string;
  idempotencyKey: string;
}

const placeKeyText = (key: PlaceKey) => `${key.userId} ${key.idempotencyKey}`;

/**
 * The baskets placed under these traders' keys, with the other places' of the moment: the
 * traders' baskets of any of the keys (user_baskets' unique index on both), matched after.
 */
const basketIdByKey = batchedCall(async (db: Db, keys: readonly PlaceKey[]) => {
  const rows = await db
    .select({
      id: userBaskets.id,
      userId: userBaskets.userId,
      idempotencyKey: userBaskets.idempotencyKey,
    })
    .from(userBaskets)
    .where(
      and(
        inArray(userBaskets.userId, [...new Set(keys.map((key) => key.userId))]),
        inArray(userBaskets.idempotencyKey, [...new Set(keys.map((key) => key.idempotencyKey))]),
      ),
    );
  const idOf = new Map(rows.map((row) => [placeKeyText(row), row.id]));
  return keys.map((key) => idOf.get(placeKeyText(key)));
});

async function basketByKey(engine: BasketEngine, user: Trader, idempotencyKey: string) {
  return basketIdByKey(engine.deps.db, { userId: user.id, idempotencyKey });
}

export async function visibleStrategy(
  engine: BasketEngine,
  user: Trader,
  id: string,
): Promise<StrategyRow> {
  const strategy = await findStrategy(engine.deps.db, id).catch((error: unknown) => {
    if (error instanceof CatalogueError && error.kind === "NOT_FOUND") return undefined;
    throw error;
  });
  if (!strategy || !viewerMaySee(user, strategy)) {
    throw new BasketError("NOT_FOUND", `No tradebox ${id}`);
  }
  return strategy;
}
