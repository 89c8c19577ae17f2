import type { Paise } from "../../../lib/money/paise";
import type { BrokerError, BrokerSession } from "../../brokers/broker";
import type { UserOrderRow } from "../../db/schema";
import type { BasketEngine } from "../basket-engine";
import type { Trader } from "../trader";
import { newsPaid, oweNews } from "../news/basket-news";
import { legPrices } from "../news/basket-news-publish";
import { needsRetry } from "../settlement/basket-settlement";
import { loadBasketState, recordSendFailure, type BasketState } from "../basket-store";
import type { OrderNews } from "../news/order-news";
import { sendingOrder } from "./order-plan";
import { HELD_BACK, afterHedge, requestOf, type HedgeStanding } from "./order-send";
import { sendOrSearch } from "./send-or-search";

/** One basket's send: whose, on which session, and the caller's lease check before each order. */
export interface BasketSend {
  user: Trader;
  session: BrokerSession;
  basketId: string;
  holdLease: () => Promise<boolean>;
  /** Told once the first order is out: the next baskets in line need not wait for the rest. */
  firstOrderOut?: () => void;
}

/**
 * The basket's state with one order as now recorded, or undefined when the order was not
 * (another call recorded news as far along): the state must then be read again.
 */
function withOrder(state: BasketState, row: UserOrderRow | null | undefined) {
  if (!row) return undefined;
  return { ...state, orders: state.orders.map((order) => (order.id === row.id ? row : order)) };
}

/**
 * Sends every order of the basket not sent yet, BUYs first, then settles the basket. A SELL
 * goes only once every BUY of the action was accepted (in this send or an earlier one cut
 * short by a crash): after a refused BUY it is held back (CANCELLED); after a BUY whose fate is
 * unknown (no answer) it waits unsent, as that BUY does, until the reconciler sends them again
 * under the same keys. An expired broker session stops the send: the rest are refused unsent
 * with the same reason (retryable once the trader logs in again), the basket is settled, and the
 * expiry is rethrown (the services answer 401). Before each order the caller's lease on the
 * basket is checked (`holdLease`): once another instance holds it, nothing more is sent here,
 * and the holder's reconciler sends the rest. The send notes once, before its first order, that
 * the trader is owed news, and clears the note once its closing settle has told them: a process
 * killed mid-send leaves the note.
 *
 * Each leg is settled as the broker answers it from the state the send keeps, each order as it
 * recorded it (read again only when another call recorded an order's news first); the closing
 * settle reads the basket afresh. `sent` is told when the last order has gone.
 */
export async function sendBasket(
  engine: BasketEngine,
  orderNews: OrderNews,
  { user, session, basketId, holdLease, firstOrderOut }: BasketSend,
  sent: () => void,
): Promise<void> {
  const { db, brokers, limiters, now, logger } = engine.deps;
  const broker = brokers[user.broker];
  let state: BasketState | undefined = await loadBasketState(db, basketId);
  const pending = sendingOrder(state.orders.filter((o) => o.status === "TO_BE_PLACED"));
  // A BUY of this action refused before a crash still holds its SELLs back after it.
  const refusedBefore = state.orders.some((o) => o.transactionType === "BUY" && needsRetry(o));
  let hedges: HedgeStanding = refusedBefore ? "REFUSED" : "ACCEPTED";
  let expired: BrokerError | undefined;
  // One quote serves each leg's news while sending: at a real broker a quote is a round trip
  // the next leg would wait behind. The closing settle quotes afresh.
  let sendQuote: Promise<Map<number, Paise>> | undefined;
  const tokens = state.signals.map((s) => s.instrumentToken);
  const quoteOnce = () => (sendQuote ??= legPrices(brokers, user, tokens, session));
  const sendStart = now();
  if (pending.length > 0) await oweNews(db, basketId, sendStart);
  // The basket's turn at its broker's shared budget, for all its orders at once (fairness).
  const turn = await limiters.basketTurn(broker.code, pending.length);
  const failed = async (order: UserOrderRow, message: string, status?: "CANCELLED") => {
    const row = await recordSendFailure(db, order.id, message, now(), status);
    state = state && withOrder(state, row);
  };
  try {
    for (const order of pending) {
      if (expired) {
        await failed(order, expired.message);
        continue;
      }
      if (order.transactionType === "SELL" && hedges !== "ACCEPTED") {
        if (hedges === "REFUSED") await failed(order, HELD_BACK, "CANCELLED");
        continue;
      }
      if (!(await holdLease())) {
        logger.warn("Basket lease lost mid-send: its holder sends the rest", { basketId });
        break;
      }
      // The leg's price as it goes, for the fill's check; no quote is no check, never no send.
      const quote = () =>
        quoteOnce().then(
          (prices) => prices.get(order.instrumentToken) ?? null,
          () => null,
        );
      const outcome = await sendOrSearch(engine.deps, { user, session, order, quote }, async () => {
        await limiters.clientSend(broker.code, user.clientId);
        await turn.sending();
      });
      firstOrderOut?.();
      if (outcome.kind === "REFUSED") {
        await failed(order, outcome.message);
        expired = outcome.sessionExpired;
      }
      if (outcome.kind === "ANSWERED") {
        const row = await orderNews.recordKeyed(outcome.order);
        await engine.checkFill(user, outcome.order, row);
        engine.tagEcho.answered(user.broker, session, requestOf(user, order), outcome.order);
        state = state && withOrder(state, row ?? orderNews.finalRow(order.idempotencyKey));
      }
      if (order.transactionType === "BUY") hedges = afterHedge(hedges, outcome);
      // The trader hears of each leg as the broker answers, not when the whole basket is sent.
      state = await engine.settle(user, basketId, [order.signalId], {
        session,
        quoted: quoteOnce,
        newsNoted: true,
        state,
      });
    }
  } finally {
    sent();
    await turn.finish();
  }
  // Each leg sent was published as it was answered; the basket's own news closes the send.
  await engine.settle(user, basketId, pending.length > 0 ? [] : undefined, { session });
  if (pending.length > 0) await newsPaid(db, basketId, sendStart);
  if (expired) throw expired;
}
