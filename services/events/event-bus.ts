import { z } from "zod";

/**
 * Events the realtime service pushes to a user's sockets (spec §3 'Realtime events'). The web app
 * refreshes basket details and active strategies on BasketUpdated, and the position on
 * SignalUpdated. `userId` (users.id) routes the event; only `{type, data}` reaches the browser.
 */
const userId = z.string().min(1);

export const basketUpdatedSchema = z.object({
  type: z.literal("BasketUpdated"),
  userId,
  data: z.object({ id: z.string().min(1) }),
});

// SignalUpdated carries the position's fields beside basket_id; they pass through untouched.
export const signalUpdatedSchema = z.object({
  type: z.literal("SignalUpdated"),
  userId,
  data: z.looseObject({ basket_id: z.string().min(1) }),
});

export const realtimeEventSchema = z.discriminatedUnion("type", [
  basketUpdatedSchema,
  signalUpdatedSchema,
]);

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent["type"];
export type EventHandler = (event: RealtimeEvent) => void;

/** One event, or several published together (in order). */
export type RealtimeNews = RealtimeEvent | readonly RealtimeEvent[];

/** A message on the bus: one event, or several told together. */
export const realtimeNewsSchema = z.union([
  realtimeEventSchema,
  z.array(realtimeEventSchema).min(1),
]);

/** The events of a piece of news, in order. */
export function eventsOf(news: RealtimeNews): readonly RealtimeEvent[] {
  return Array.isArray(news) ? news : [news as RealtimeEvent];
}

/**
 * How services announce changes: in-process by default, over Redis (REDIS_URL) so every
 * instance's sockets get every event.
 */
export interface EventBus {
  /**
   * Validates and delivers events to every subscriber, in order; rejects news with an event that
   * breaks the schema, delivering none of it. Several events published at once travel as one
   * message: a process killed while publishing them delivers all of them or none (a basket's legs
   * are never told without the basket).
   */
  publish(news: RealtimeNews): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(handler: EventHandler): () => void;
}
