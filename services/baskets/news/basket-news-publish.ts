import type { Paise } from "../../../lib/money/paise";
import { BrokerError, type BrokerSession } from "../../brokers/broker";
import type { BrokerRegistry } from "../../brokers/registry";
import type { EventBus } from "../../events/event-bus";
import type { Trader } from "../trader";
import type { BasketState } from "../basket-store";
import { signalWire } from "../basket-wire-of";

/**
 * The legs' prices, from the trader's broker on their session. An event or a page without
 * prices is still worth showing (the client's feed prices the legs), so a broker that cannot
 * quote now leaves them out rather than failing the update or the read.
 */
export async function legPrices(
  brokers: BrokerRegistry,
  user: Trader,
  tokens: readonly number[],
  session: BrokerSession | undefined,
): Promise<Map<number, Paise>> {
  if (tokens.length === 0) return new Map();
  return brokers[user.broker].lastTradedPrices(tokens, session).catch((error: unknown) => {
    if (error instanceof BrokerError) return new Map<number, Paise>();
    throw error;
  });
}

/**
 * SignalUpdated for the legs named (in leg order), then BasketUpdated: one piece of news, priced
 * by the quote the caller holds (`quoted`), else a fresh one on the trader's session.
 */
export async function publishBasketNews(
  deps: { brokers: BrokerRegistry; events: EventBus },
  user: Trader,
  session: BrokerSession | undefined,
  state: BasketState,
  signalIds: readonly string[],
  quoted?: () => Promise<Map<number, Paise>>,
): Promise<void> {
  const tokens = state.signals.map((s) => s.instrumentToken);
  const prices = await (quoted?.() ?? legPrices(deps.brokers, user, tokens, session));
  const legs = state.signals.filter((s) => signalIds.includes(s.id));
  // One piece of news: a process killed while publishing it never tells the legs alone.
  await deps.events.publish([
    ...legs.map((signal) => ({
      type: "SignalUpdated" as const,
      userId: user.id,
      data: signalWire(signal, state.orders, prices.get(signal.instrumentToken) ?? null),
    })),
    { type: "BasketUpdated", userId: user.id, data: { id: state.basket.id } },
  ]);
}
