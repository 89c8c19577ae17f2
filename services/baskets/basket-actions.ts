import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type {
  AdjustmentPreviewWire,
  BasketOrderResultWire,
} from "../../lib/basket/user-basket-wire";
import { viewerMaySee } from "../../lib/explore/search-request";
import { CatalogueError } from "../catalogue/catalogue-error";
import { findStrategy } from "../catalogue/strategy-lookup";
import { isUniqueViolation } from "../catalogue/unique-violation";
import { basketSignals, userBaskets, userSignals, type StrategyRow } from "../db/schema";
import { adjustmentOrders, type SignedHolding } from "./adjustment-diff";
import { BasketError } from "./basket-error";
import type { BasketEngine, Trader } from "./basket-engine";
import { instrumentOf } from "./basket-engine";
import { legFills, needsRetry } from "./basket-settlement";
import { findOwnBasket, loadBasketState, type BasketState } from "./basket-store";
import { sendUnderLease } from "./leased-send";
import { rupees } from "./basket-wire-of";
import type { OrderIntent } from "./order-plan";

export const placeBasketSchema = z.object({
  strategy_id: z.string().trim().min(1),
  no_of_lot: z.number().int().min(1).max(50),
  idempotency_key: z.string().trim().min(8).max(128),
});
export const basketIdSchema = z.object({ basket_id: z.string().trim().min(1) });
export const exitBasketSchema = basketIdSchema.extend({
  signal_ids: z.array(z.string().min(1)).min(1).optional(),
});

const sign = (side: "BUY" | "SELL") => (side === "BUY" ? 1 : -1);

/** Place a tradebox: the basket, its legs and their orders written, then sent (BUYs first). */
export async function placeBasket(
  engine: BasketEngine,
  user: Trader,
  input: z.infer<typeof placeBasketSchema>,
): Promise<BasketOrderResultWire> {
  const { db, now } = engine.deps;
  const session = await engine.sessionOf(user);
  const known = await basketByKey(engine, user, input.idempotency_key);
  if (known) return engine.result(known);
  const strategy = await visibleStrategy(engine, user, input.strategy_id);
  if (!["OPEN", "ADJUSTED"].includes(strategy.status) || !strategy.currentBasketId) {
    throw new BasketError("CONFLICT", "This tradebox is not open for new orders");
  }
  engine.assertOrderWindow(user);
  const legs = await db
    .select()
    .from(basketSignals)
    .where(eq(basketSignals.basketId, strategy.currentBasketId))
    .orderBy(asc(basketSignals.position));
  engine.assertTradable(
    user,
    legs.map((leg) => leg.instrumentToken),
  );
  const analystBasketId = strategy.currentBasketId;
  const at = now();
  // The basket, its legs, orders and fee are committed together: a crash leaves all or none.
  const basketId = await engine.atomically((writer) =>
    writePlacedBasket(writer, user, {
      strategyId: strategy.id,
      analystBasketId,
      legs,
      input,
      at,
    }),
  );
  // Another call with the same key won the race: its basket is the answer.
  if (!basketId) return engine.result((await basketByKey(engine, user, input.idempotency_key))!);
  engine.watch(user, session);
  await engine.exclusively(basketId, () => sendUnderLease(engine, user, session, basketId));
  return engine.result(basketId);
}

/** Writes a placed basket: the basket row (undefined if the key is taken), legs, orders, fee. */
async function writePlacedBasket(
  writer: BasketEngine,
  user: Trader,
  placing: {
    strategyId: string;
    analystBasketId: string;
    legs: (typeof basketSignals.$inferSelect)[];
    input: z.infer<typeof placeBasketSchema>;
    at: Date;
  },
): Promise<string | undefined> {
  const { db } = writer.deps;
  const { strategyId, analystBasketId, legs, input, at } = placing;
  let basketId: string;
  try {
    const [basket] = await db
      .insert(userBaskets)
      .values({
        userId: user.id,
        strategyId,
        analystBasketId,
        noOfLot: input.no_of_lot,
        status: "ENTERING",
        idempotencyKey: input.idempotency_key,
        isPractice: writer.deps.tradesInPractice?.(user.broker) ?? false,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [userBaskets.userId, userBaskets.idempotencyKey] })
      .returning({ id: userBaskets.id });
    if (!basket) return undefined;
    basketId = basket.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new BasketError("CONFLICT", "You already follow this tradebox: track or exit it first");
  }
  const intents: OrderIntent[] = [];
  for (const leg of legs) {
    const units = leg.quantity * leg.multiplier * input.no_of_lot;
    const [signal] = await db
      .insert(userSignals)
      .values({
        basketId,
        position: leg.position,
        instrumentToken: leg.instrumentToken,
        transactionType: leg.transactionType,
        targetQuantity: units,
        lotSize: leg.multiplier,
        duration: leg.duration,
        stopLossPaise: leg.stopLossPaise,
        targetPaise: leg.targetPaise,
        status: "PENDING",
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: userSignals.id });
    intents.push({
      basketId,
      signalId: signal!.id,
      purpose: "ENTER",
      attempt: 1,
      transactionType: leg.transactionType,
      quantity: units,
      instrument: instrumentOf(leg.instrumentToken),
    });
  }
  await writer.writeOrders(intents);
  await writer.recordFee(basketId, user, "PLACE", at);
  return basketId;
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
    engine.assertOrderWindow(user);
    const failed = state.orders.filter(needsRetry);
    engine.assertTradable(
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
    await sendUnderLease(engine, user, session, basketId);
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
  const session = await engine.sessionOf(user);
  const own = await findOwnBasket(db, user.id, input.basket_id);
  const strategy = await findStrategy(db, own.strategyId);
  if (input.signal_ids && !strategy.allowPartialExit) {
    throw new BasketError("INVALID", "This tradebox does not allow exiting single legs");
  }
  return engine.exclusively(own.id, async () => {
    const state = await loadBasketState(db, own.id);
    assertSettled(state, ["TRACKING", "ERROR"], "exit");
    engine.assertOrderWindow(user);
    const chosen = state.signals.filter(
      (s) => !input.signal_ids || input.signal_ids.includes(s.id),
    );
    if (input.signal_ids && chosen.length !== input.signal_ids.length) {
      throw new BasketError("NOT_FOUND", "A leg named is not in this basket");
    }
    await engine.atomically(async (writer) => {
      const intents: OrderIntent[] = [];
      for (const signal of chosen) {
        const fills = legFills(state.orders.filter((o) => o.signalId === signal.id));
        const net = fills.buyQuantity - fills.sellQuantity;
        await writer.setTarget(signal.id, 0);
        if (net === 0) continue;
        intents.push({
          basketId: own.id,
          signalId: signal.id,
          purpose: "EXIT",
          attempt: 1,
          transactionType: net > 0 ? "SELL" : "BUY",
          quantity: Math.abs(net),
          instrument: instrumentOf(signal.instrumentToken),
        });
      }
      await writer.supersedeFailed(state);
      await writer.writeOrders(intents);
      await writer.begin(own.id, "EXITING");
    });
    engine.watch(user, session);
    await sendUnderLease(engine, user, session, own.id);
    return engine.result(own.id);
  });
}

/** What the analyst's adjustment would send for this basket (nothing is written). */
export async function adjustmentPreview(
  engine: BasketEngine,
  user: Trader,
  basketId: string,
): Promise<AdjustmentPreviewWire> {
  const { db } = engine.deps;
  const session = await engine.sessionOf(user);
  const own = await findOwnBasket(db, user.id, basketId);
  const state = await loadBasketState(db, own.id);
  const plan = await adjustmentPlan(engine, user, state);
  const marginOf = async (holdings: readonly SignedHolding[]) => {
    const legs = holdings
      .filter((h) => h.units !== 0)
      .map((h) => ({
        instrumentToken: h.instrumentToken,
        transactionType: h.units > 0 ? ("BUY" as const) : ("SELL" as const),
        quantity: Math.abs(h.units),
      }));
    return engine.requiredMargin(user, session, legs);
  };
  const describe = (side: "exit" | "enter") =>
    plan.orders
      .filter((o) => (o.purpose === "ADJUST_EXIT") === (side === "exit"))
      .map((o) => {
        const instrument = instrumentOf(o.instrumentToken);
        return {
          instrument_token: o.instrumentToken,
          pretty_name: instrument.prettyName,
          transaction_type: o.transactionType,
          quantity: o.quantity,
          lot_size: instrument.lotSize,
        };
      });
  return {
    basket_id: own.id,
    exit_legs: describe("exit"),
    enter_legs: describe("enter"),
    current_margin: rupees(await marginOf(plan.held)),
    new_margin: rupees(await marginOf(plan.target)),
  };
}

/** Move the basket to the analyst's current legs (or out, if the tradebox was closed). */
export async function adjustBasket(engine: BasketEngine, user: Trader, basketId: string) {
  const { db } = engine.deps;
  const session = await engine.sessionOf(user);
  const own = await findOwnBasket(db, user.id, basketId);
  return engine.exclusively(own.id, async () => {
    const state = await loadBasketState(db, own.id);
    assertSettled(state, ["TRACKING"], "adjust");
    engine.assertOrderWindow(user);
    const plan = await adjustmentPlan(engine, user, state);
    await engine.atomically((writer) => writeAdjustment(writer, user, state, plan));
    engine.watch(user, session);
    await sendUnderLease(engine, user, session, own.id);
    return engine.result(own.id);
  });
}

/** Writes an adjustment: the legs' new targets (new legs added), its orders, fee and status. */
async function writeAdjustment(
  writer: BasketEngine,
  user: Trader,
  state: BasketState,
  plan: Awaited<ReturnType<typeof adjustmentPlan>>,
) {
  const own = state.basket;
  const at = writer.deps.now();
  const signalOf = new Map(state.signals.map((s) => [s.instrumentToken, s]));
  let position = state.signals.length;
  for (const target of plan.targetLegs) {
    const existing = signalOf.get(target.instrumentToken);
    if (existing) {
      await writer.setTarget(
        existing.id,
        Math.abs(target.units),
        target.units > 0 ? "BUY" : "SELL",
      );
      continue;
    }
    const [created] = await writer.deps.db
      .insert(userSignals)
      .values({
        basketId: own.id,
        position: position++,
        instrumentToken: target.instrumentToken,
        transactionType: target.units > 0 ? "BUY" : "SELL",
        targetQuantity: Math.abs(target.units),
        lotSize: target.lotSize,
        status: "PENDING",
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    signalOf.set(target.instrumentToken, created!);
  }
  for (const signal of state.signals) {
    if (!plan.targetLegs.some((t) => t.instrumentToken === signal.instrumentToken)) {
      await writer.setTarget(signal.id, 0);
    }
  }
  await writer.writeOrders(
    plan.orders.map((order) => ({
      basketId: own.id,
      signalId: signalOf.get(order.instrumentToken)!.id,
      purpose: order.purpose,
      attempt: 1,
      transactionType: order.transactionType,
      quantity: order.quantity,
      instrument: instrumentOf(order.instrumentToken),
    })),
  );
  await writer.recordFee(own.id, user, "ADJUST", at);
  await writer.begin(own.id, "ADJUSTING", { analystBasketId: plan.analystBasketId });
}

/** The held position, the analyst's target for this trader's lots, and the orders between. */
async function adjustmentPlan(engine: BasketEngine, user: Trader, state: BasketState) {
  const { db } = engine.deps;
  const strategy = await findStrategy(db, state.basket.strategyId);
  const waiting =
    strategy.currentBasketId !== state.basket.analystBasketId || strategy.status === "CLOSED";
  if (!waiting || !strategy.currentBasketId) {
    throw new BasketError("CONFLICT", "No adjustment is waiting for this basket");
  }
  const held = state.signals.map((signal) => {
    const fills = legFills(state.orders.filter((o) => o.signalId === signal.id));
    return {
      instrumentToken: signal.instrumentToken,
      units: fills.buyQuantity - fills.sellQuantity,
    };
  });
  const legs =
    strategy.status === "CLOSED"
      ? []
      : await db
          .select()
          .from(basketSignals)
          .where(eq(basketSignals.basketId, strategy.currentBasketId))
          .orderBy(asc(basketSignals.position));
  // A new leg must still trade; one held to expiry is settled by the exchange, not by an order.
  engine.assertTradable(
    user,
    legs.map((leg) => leg.instrumentToken),
  );
  const targetLegs = legs.map((leg) => ({
    instrumentToken: leg.instrumentToken,
    units: sign(leg.transactionType) * leg.quantity * leg.multiplier * state.basket.noOfLot,
    lotSize: leg.multiplier,
  }));
  return {
    held,
    target: targetLegs,
    targetLegs,
    orders: adjustmentOrders(held, targetLegs),
    analystBasketId: strategy.currentBasketId,
  };
}

function assertSettled(state: BasketState, allowed: string[], action: string) {
  if (!allowed.includes(state.basket.status)) {
    throw new BasketError("CONFLICT", `Cannot ${action} now: the basket is ${state.basket.status}`);
  }
}

async function basketByKey(engine: BasketEngine, user: Trader, key: string) {
  const [row] = await engine.deps.db
    .select({ id: userBaskets.id })
    .from(userBaskets)
    .where(and(eq(userBaskets.userId, user.id), eq(userBaskets.idempotencyKey, key)));
  return row?.id;
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
