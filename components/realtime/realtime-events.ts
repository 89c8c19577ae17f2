import type { Query, QueryClient } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import { marginKey } from "@/api-clients/user-strategy/margin";
import { userSignalWireSchema, type BasketDetailsWire } from "@/lib/basket/user-basket-wire";
import { priceTicksSchema } from "@/lib/realtime/price-messages";
import { applyPriceTicks } from "./price-ticks";

/**
 * Spec §3 'Realtime events' as the realtime service sends them (`{type, data}`), and the
 * broker prices a tab watches (`PriceTicks`).
 */
const realtimeMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("BasketUpdated"),
    data: z.object({ id: z.string().check(z.minLength(1)) }),
  }),
  z.object({
    type: z.literal("SignalUpdated"),
    data: z.looseObject({ basket_id: z.string().check(z.minLength(1)) }),
  }),
  priceTicksSchema,
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/** A message from the socket, or null for anything else (heartbeats, future event types). */
export function parseRealtimeMessage(raw: string): RealtimeMessage | null {
  try {
    const parsed = realtimeMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cached details with one leg replaced (or added): the leg shows its new state at once. */
function withSignal(details: BasketDetailsWire, data: unknown): BasketDetailsWire {
  const parsed = userSignalWireSchema.safeParse(data);
  if (!parsed.success) return details;
  const leg = parsed.data;
  const known = details.signals.some((signal) => signal.id === leg.id);
  return {
    ...details,
    signals: known
      ? details.signals.map((signal) => (signal.id === leg.id ? leg : signal))
      : [...details.signals, leg],
  };
}

/**
 * Spec §4 Realtime. SignalUpdated: the leg is written into the cached basket details, then the
 * details are fetched again for the basket's status and required margin. BasketUpdated: the
 * basket's details, its adjustment preview and the lists (active, history) are refreshed, and
 * the funds, which fills move. Only queries on screen refetch; the rest are marked stale.
 * PriceTicks: the prices are written into the cached broker prices that hold them.
 */
export function applyRealtimeMessage(client: QueryClient, message: RealtimeMessage): void {
  if (message.type === "PriceTicks") return applyPriceTicks(client, message.data);
  if (message.type === "SignalUpdated") {
    const key = basketKeys.details(message.data.basket_id);
    client.setQueryData<BasketDetailsWire>(key, (details) =>
      details ? withSignal(details, message.data) : details,
    );
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  const id = message.data.id;
  for (const queryKey of [
    basketKeys.details(id),
    basketKeys.adjustment(id),
    basketKeys.active(),
    basketKeys.history(),
    marginKey,
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

/**
 * On every open of the socket: what it would have said before (while it was down, or before it
 * first opened: a trader's page arrives with its data fetched on the server) was missed, so the
 * baskets and funds already held are fetched again. A query still waiting for its first answer
 * is left to it: that answer is newer than the socket.
 */
export function refreshAfterOpen(client: QueryClient): void {
  const held = (query: Query) => query.state.data !== undefined;
  void client.invalidateQueries({ queryKey: basketKeys.all, predicate: held });
  void client.invalidateQueries({ queryKey: marginKey, predicate: held });
}
