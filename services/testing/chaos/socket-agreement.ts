import type { OrderBookSnapshot } from "./order-book-snapshot";

/** A realtime event as a trader's socket receives it. */
export interface SocketMessage {
  type: string;
  data: { id?: string; basket_id?: string; status?: string };
}

/**
 * Where the events a trader's socket received disagree with the trader's baskets as saved: the
 * last news of a basket must be BasketUpdated (the app reloads it then), and the last
 * SignalUpdated of each leg must carry the leg's saved status. A basket the socket heard
 * nothing of (it settled before the socket connected) is read whole on connecting.
 */
export function socketAgrees(
  book: OrderBookSnapshot,
  clientId: string,
  messages: readonly SocketMessage[],
): string[] {
  const problems: string[] = [];
  for (const basket of book.baskets.filter((b) => b.clientId === clientId)) {
    const news = messages.filter((m) =>
      m.type === "BasketUpdated" ? m.data.id === basket.id : m.data.basket_id === basket.id,
    );
    if (news.length === 0) continue;
    if (news.at(-1)!.type !== "BasketUpdated") {
      problems.push(
        `${clientId}'s socket: basket ${basket.id} last heard of as ${news.at(-1)!.type}`,
      );
    }
    for (const leg of book.signals.filter((s) => s.basketId === basket.id)) {
      const last = news.findLast((m) => m.type === "SignalUpdated" && m.data.id === leg.id);
      if (last && last.data.status !== leg.status) {
        problems.push(
          `${clientId}'s socket: leg ${leg.id} heard ${last.data.status}, saved ${leg.status}`,
        );
      }
    }
  }
  return problems;
}
