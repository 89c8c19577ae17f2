import type { AdjustmentPreviewWire } from "../../lib/basket/user-basket-wire";
import { findStrategy } from "../catalogue/strategy-lookup";
import { userSignals } from "../db/schema";
import { adjustmentOrders, type SignedHolding } from "./adjustment-diff";
import { assertSettled } from "./basket-actions";
import { BasketError } from "./basket-error";
import type { BasketEngine } from "./basket-engine";
import type { Trader } from "./trader";
import { netQuantity } from "./settlement/basket-settlement";
import { findOwnBasket, loadBasketState, type BasketState } from "./basket-store";
import { rupees } from "./basket-wire-of";
import { sendInTurn } from "./sending/leased-send";
import { assertOrderWindow, instrumentOf, requiredMargin, tradableLegs } from "./order-checks";

// The analyst's adjustment of a trader's basket: what it would send, and sending it.

const sign = (side: "BUY" | "SELL") => (side === "BUY" ? 1 : -1);

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
    return requiredMargin(engine.deps, user, session, legs);
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
    assertOrderWindow(engine.deps, user);
    await engine.halts.assertTrading(user.broker);
    const plan = await adjustmentPlan(engine, user, state);
    await engine.atomically((writer) => writeAdjustment(writer, user, state, plan));
    engine.watch(user, session);
    await sendInTurn(engine, user, session, own.id);
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
  const dropped = state.signals.filter(
    (signal) => !plan.targetLegs.some((t) => t.instrumentToken === signal.instrumentToken),
  );
  await writer.clearTargets(dropped.map((signal) => signal.id));
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
  const held = state.signals.map((signal) => ({
    instrumentToken: signal.instrumentToken,
    units: netQuantity(state.orders.filter((o) => o.signalId === signal.id)),
  }));
  // A new leg must still trade; one held to expiry is settled by the exchange, not by an order.
  const legs =
    strategy.status === "CLOSED"
      ? []
      : await tradableLegs(engine.deps, user, strategy.currentBasketId);
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
