import type { Db } from "../db/database";
import type { UserBasketRow, UserSignalRow } from "../db/schema";
import { netQuantity, settleBasket, signalStatus } from "./basket-settlement";
import { saveBasketStatus, saveSignalStatuses, type BasketState } from "./basket-store";

/** A basket's state as its orders settle it at one moment, and what differs from the saved. */
export interface SettledState extends BasketState {
  /** The legs whose status moved. */
  changedLegs: string[];
  basketChanged: boolean;
}

/**
 * Each leg's status and the basket's, from the orders (pure: nothing saved). A basket entering
 * TRACKING for the first time takes `at` as its entry time; one reaching EXITED, its exit time.
 */
export function settledState(state: BasketState, at: Date): SettledState {
  const changedLegs: string[] = [];
  let everyLegFlat = true;
  const signals = state.signals.map((signal): UserSignalRow => {
    const orders = state.orders.filter((o) => o.signalId === signal.id);
    const net = netQuantity(orders);
    if (net !== 0) everyLegFlat = false;
    const status = signalStatus(orders, net, signal.targetQuantity);
    if (status === signal.status) return signal;
    changedLegs.push(signal.id);
    return { ...signal, status, updatedAt: at };
  });
  const basket = settledBasket(state, everyLegFlat, at);
  return { ...state, signals, basket, changedLegs, basketChanged: basket !== state.basket };
}

function settledBasket({ basket, orders }: BasketState, everyLegFlat: boolean, at: Date) {
  const current = {
    status: basket.status,
    erroredFrom: basket.erroredFrom,
    errorMsg: basket.errorMsg,
  };
  const settled = settleBasket(current, orders, everyLegFlat);
  if (settled.status === basket.status && settled.errorMsg === basket.errorMsg) return basket;
  return {
    ...basket,
    ...settled,
    ...(settled.status === "TRACKING" && !basket.entryTime ? { entryTime: at } : {}),
    ...(settled.status === "EXITED" ? { exitTime: at } : {}),
    updatedAt: at,
  } satisfies UserBasketRow;
}

/** Saves what settling changed: the legs that moved (one statement per new status), then the basket. */
export async function saveSettledState(db: Db, settled: SettledState, at: Date): Promise<void> {
  const moved = settled.signals.filter((signal) => settled.changedLegs.includes(signal.id));
  for (const status of new Set(moved.map((signal) => signal.status))) {
    const ids = moved.filter((signal) => signal.status === status).map((signal) => signal.id);
    await saveSignalStatuses(db, ids, status, at);
  }
  if (!settled.basketChanged) return;
  const { status, erroredFrom, errorMsg, entryTime, exitTime } = settled.basket;
  await saveBasketStatus(
    db,
    settled.basket.id,
    { status, erroredFrom, errorMsg, exitTime, ...(entryTime ? { entryTime } : {}) },
    at,
  );
}
