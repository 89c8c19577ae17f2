import { brokerByCode } from "../../../lib/brokers";
import type { Paise } from "../../../lib/money/paise";
import type { BrokerSession } from "../../brokers/broker";
import type { UserOrderRow } from "../../db/schema";
import type { BasketEngineDeps } from "../basket-engine";
import type { Trader } from "../trader";
import { searchBook, sendOrder, type SendOutcome } from "./order-send";
import { isHeld, neverConfirmedMessage, noteSend, unansweredTooOften } from "./unanswered-sends";

/**
 * One order of a basket's send, as its last send left it:
 * - inside the hold after a send that went unanswered (on any instance, before any restart),
 *   the broker's book is searched and nothing is sent: the broker may still be booking it;
 * - sent as often as an order is with no answer ever and no sign in the book, a last search,
 *   then a refusal that tells the trader to look at their broker's book before retrying;
 * - otherwise it waits its turn at the broker's limits (`beforeSend`), the send is noted in the
 *   database, and then it goes. A send noted but no longer to be placed (another call recorded
 *   its answer meanwhile) is not sent, and stays unknown to this send: the news settles it.
 */
export async function sendOrSearch(
  deps: Pick<BasketEngineDeps, "brokers" | "logger" | "db" | "now" | "unansweredSendHoldMs">,
  {
    user,
    session,
    order,
    quote,
  }: {
    user: Trader;
    session: BrokerSession;
    order: UserOrderRow;
    quote: () => Promise<Paise | null>;
  },
  beforeSend: () => Promise<void>,
): Promise<SendOutcome> {
  if (isHeld(order, deps.now(), deps.unansweredSendHoldMs))
    return searchBook(deps, { user, session, order });
  if (unansweredTooOften(order)) {
    const found = await searchBook(deps, { user, session, order });
    if (found.kind !== "UNKNOWN") return found;
    const brokerName = brokerByCode(user.broker)?.name ?? user.broker;
    deps.logger.error("Order never answered by its broker: given up", { orderId: order.id });
    return { kind: "REFUSED", message: neverConfirmedMessage(brokerName, order.sends) };
  }
  await beforeSend();
  const noted = await noteSend(deps.db, {
    orderId: order.id,
    at: deps.now(),
    quote: await quote(),
  });
  if (!noted) return { kind: "UNKNOWN" };
  return sendOrder(deps, { user, session, order: noted });
}
