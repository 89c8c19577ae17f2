import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type {
  ActiveStrategyWire,
  BasketDetailsWire,
  BasketInfoWire,
} from "../../lib/basket/user-basket-wire";
import type { LegPnl } from "../../lib/basket/leg-pnl";
import { chargesToWire } from "../../lib/charges/charges-wire";
import { addPaise, paise, sumPaise, ZERO_PAISE, type Paise } from "../../lib/money/paise";
import type { BrokerSession } from "../brokers/broker";
import type { Db } from "../db/database";
import {
  basketFees,
  strategies,
  strategyBaskets,
  userBaskets,
  type UserBasketRow,
  type UserSignalRow,
} from "../db/schema";
import { hasExpired } from "../market/contract-expiry";
import type { BasketEngine } from "./basket-engine";
import type { Trader } from "./trader";
import { findOwnBasket, loadBasketState, type BasketState } from "./basket-store";
import { basketCharges } from "./basket-charges";
import { legPrices } from "./news/basket-news-publish";
import { rupees, signalPnl, signalWire } from "./basket-wire-of";
import { instrumentOf, requiredMargin as brokerMargin } from "./order-checks";
import { rulesOf } from "../exit-rules/exit-rules-repo";
import { exitRulesWire } from "../exit-rules/exit-rules-state";

/** GET /basket/details: the caller's basket with its legs, P&L at the last prices, margins. */
export async function basketDetails(
  engine: BasketEngine,
  user: Trader,
  basketId: string,
): Promise<BasketDetailsWire> {
  const own = await findOwnBasket(engine.deps.db, user.id, basketId);
  const session = await engine.sessionOf(user);
  const state = await loadBasketState(engine.deps.db, own.id);
  const prices = await pricesOf(engine, user, session, [state]);
  const summary = (await summaries(engine, user, session, [state], prices))[0]!;
  const [funds, rules] = await Promise.all([
    engine.deps.brokers[user.broker].availableFunds(session),
    rulesOf(engine.deps.db, own.id),
  ]);
  const info: BasketInfoWire = {
    ...summary,
    available_margin: rupees(funds),
    exit_rules: rules || own.exitReason ? exitRulesWire(user, own, rules) : null,
  };
  return {
    basket_info: info,
    signals: state.signals.map((s) =>
      signalWire(s, state.orders, prices.get(s.instrumentToken) ?? null),
    ),
  };
}

/**
 * GET /strategy/active and /strategy/history: the caller's ANALYST_MANAGED baskets, live ones
 * (not EXITED) newest first, or exited ones last exit first.
 */
export async function listBaskets(
  engine: BasketEngine,
  user: Trader,
  which: "active" | "history",
): Promise<ActiveStrategyWire[]> {
  const { db } = engine.deps;
  const rows = await db
    .select()
    .from(userBaskets)
    .where(
      and(
        eq(userBaskets.userId, user.id),
        eq(userBaskets.managementType, "ANALYST_MANAGED"),
        which === "active" ? ne(userBaskets.status, "EXITED") : eq(userBaskets.status, "EXITED"),
      ),
    )
    .orderBy(which === "active" ? desc(userBaskets.createdAt) : desc(userBaskets.exitTime));
  if (rows.length === 0) return [];
  const session = await engine.sessionOf(user);
  const states = await Promise.all(rows.map((row) => loadBasketState(db, row.id)));
  const prices = await pricesOf(engine, user, session, states);
  const listed = await summaries(engine, user, session, states, prices);
  return listed.map((summary, i) => ({
    ...summary,
    basket_management_type: rows[i]!.managementType,
  }));
}

async function pricesOf(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  states: readonly BasketState[],
) {
  const tokens = [...new Set(states.flatMap((s) => s.signals.map((x) => x.instrumentToken)))];
  return legPrices(engine.deps.brokers, user, tokens, session);
}

/** The fields a basket's summary and list item share, for several baskets at once. */
async function summaries(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  states: readonly BasketState[],
  prices: ReadonlyMap<number, Paise>,
) {
  const { db } = engine.deps;
  const strategyIds = [...new Set(states.map((s) => s.basket.strategyId))];
  const strategyRows = await db
    .select()
    .from(strategies)
    .where(inArray(strategies.id, strategyIds));
  const analystIds = [...new Set(states.map((s) => s.basket.analystBasketId))];
  const analystRows = await db
    .select({ id: strategyBaskets.id, status: strategyBaskets.status })
    .from(strategyBaskets)
    .where(inArray(strategyBaskets.id, analystIds));
  const fees = await feesOf(
    db,
    states.map((s) => s.basket),
  );
  return Promise.all(
    states.map(async (state) => {
      const { basket } = state;
      const strategy = strategyRows.find((s) => s.id === basket.strategyId)!;
      const parts = state.signals.map((signal) => ({
        signal,
        ...signalPnl(signal, state.orders, prices.get(signal.instrumentToken) ?? null),
      }));
      const traded = parts.map((p) => addPaise(p.fills.buyValue, p.fills.sellValue));
      return {
        id: basket.id,
        strategy_id: strategy.id,
        strategy_name: strategy.name,
        strategy_display_image: strategy.displayImage,
        status: basket.status,
        analyst_basket_status: analystRows.find((a) => a.id === basket.analystBasketId)!.status,
        errored_from: basket.erroredFrom,
        error_msg: basket.errorMsg,
        no_of_lot: basket.noOfLot,
        entry_time: basket.entryTime?.toISOString() ?? null,
        exit_time: basket.exitTime?.toISOString() ?? null,
        pnl: rupees(sumPaise(parts.map((p) => p.pnl.total))),
        realised_pnl: rupees(sumPaise(parts.map((p) => p.pnl.realised))),
        value_traded: rupees(sumPaise(traded)),
        required_margin: rupees(await requiredMargin(engine, user, session, basket, parts)),
        fees: rupees(fees.get(basket.id) ?? ZERO_PAISE),
        charges: chargesToWire(basketCharges(state.orders, user.broker)),
        frequency: strategy.frequency,
        ins_type: strategy.insType,
        market_trend: strategy.marketTrend,
        market_type: strategy.marketType,
        risk_level: strategy.riskLevel,
        allow_partial_enter: strategy.allowPartialEnter,
        allow_partial_exit: strategy.allowPartialExit,
        is_practice: basket.isPractice,
        exit_reason: basket.exitReason,
      };
    }),
  );
}

/** A leg with what it holds: the net quantity summaries already computed (it needs no price). */
interface HeldLeg {
  signal: Pick<UserSignalRow, "instrumentToken" | "transactionType" | "targetQuantity">;
  pnl: Pick<LegPnl, "netQuantity">;
}

/**
 * The broker's margin for what the basket holds; before anything filled, for what it is
 * entering (the legs' targets), so the trader sees the figure the orders will block. A leg whose
 * contract has expired blocks nothing: the exchange settles it (and no broker prices it).
 */
async function requiredMargin(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  basket: Pick<UserBasketRow, "status">,
  held: readonly HeldLeg[],
): Promise<Paise> {
  if (basket.status === "EXITED") return ZERO_PAISE;
  const now = engine.deps.now();
  const live = held.filter(({ signal }) => !hasExpired(instrumentOf(signal.instrumentToken), now));
  const legs = live.flatMap(({ signal, pnl }) => {
    const units =
      pnl.netQuantity !== 0
        ? pnl.netQuantity
        : (signal.transactionType === "BUY" ? 1 : -1) * signal.targetQuantity;
    if (units === 0) return [];
    return [
      {
        instrumentToken: signal.instrumentToken,
        transactionType: units > 0 ? ("BUY" as const) : ("SELL" as const),
        quantity: Math.abs(units),
      },
    ];
  });
  return brokerMargin(engine.deps, user, session, legs);
}

/** The broker's margin for what the basket holds, or before its fills for what it enters. */
export async function marginOfBasket(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  state: BasketState,
): Promise<Paise> {
  const parts = state.signals.map((signal) => ({
    signal,
    ...signalPnl(signal, state.orders, null),
  }));
  return requiredMargin(engine, user, session, state.basket, parts);
}

/** Each basket's Tradebox fees with their GST, by basket id. */
export async function feesOf(db: Db, baskets: readonly Pick<UserBasketRow, "id">[]) {
  const rows = await db
    .select({
      basketId: basketFees.basketId,
      total: sql<string>`sum(${basketFees.feePaise} + ${basketFees.gstPaise})`,
    })
    .from(basketFees)
    .where(
      inArray(
        basketFees.basketId,
        baskets.map((b) => b.id),
      ),
    )
    .groupBy(basketFees.basketId);
  return new Map(rows.map((r) => [r.basketId, paise(BigInt(r.total))]));
}
