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

/**
 * How services announce changes. In-process by default; a Redis-backed bus (REDIS_URL) will
 * implement the same interface so every instance's sockets get every event.
 */
export interface EventBus {
  /** Validate and deliver an event to every subscriber; rejects an event that breaks the schema. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(handler: EventHandler): () => void;
}
