import type { Db } from "../../db/database";
import type { UserBasketRow, UserSignalRow } from "../../db/schema";
import { netQuantity, settleBasket, signalStatus } from "./basket-settlement";
import { batchedCall } from "../../db/batching/batched-call";
import type { BasketState } from "../basket-store";
import { saveStatuses, type BasketStatusChange, type LegStatus } from "../basket-writes";

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

/** What settling one basket changed: the legs that moved, and the basket if it did. */
interface SettledChange {
  legs: LegStatus[];
  basket?: BasketStatusChange;
}

/**
 * Saves what settling changed, with the changes of other baskets settled at the same moment
 * (each leg sent at the open settles its basket): one statement for the legs, one for the
 * baskets. One basket's changes never share a statement with another of its own.
 */
const saveChanges = batchedCall(
  async (db: Db, changes: readonly (SettledChange & { basketId: string })[]) => {
    await saveStatuses(
      db,
      changes.flatMap((change) => change.legs),
      changes.flatMap((change) => (change.basket ? [change.basket] : [])),
    );
    return changes.map(() => undefined);
  },
  { keyOf: (change) => change.basketId },
);

/** Saves what settling changed: the legs that moved, then the basket. */
export async function saveSettledState(db: Db, settled: SettledState): Promise<void> {
  const legs = settled.signals
    .filter((signal) => settled.changedLegs.includes(signal.id))
    .map(({ id, status, updatedAt }) => ({ id, status, updatedAt }));
  const basket = settled.basketChanged ? settled.basket : undefined;
  if (legs.length === 0 && !basket) return;
  await saveChanges(db, { basketId: settled.basket.id, legs, basket });
}
