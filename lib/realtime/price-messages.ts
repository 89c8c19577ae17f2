import * as z from "../validation/zod";
import { PRICE_SOURCES } from "../market/price-origin";

/** The most instruments one socket may watch: a basket's legs and its index, with room to spare. */
export const MAX_WATCHED_INSTRUMENTS = 60;

/**
 * What a trader's tab asks of its realtime socket: the broker prices of these instruments, as
 * they tick (replacing what it asked before; an empty list stops them).
 */
export const watchPricesSchema = z.strictObject({
  type: z.literal("WatchPrices"),
  instrument_tokens: z
    .array(z.int().check(z.positive()))
    .check(z.maxLength(MAX_WATCHED_INSTRUMENTS)),
});
export type WatchPrices = z.infer<typeof watchPricesSchema>;

/**
 * One price the trader's own broker streamed: rupees as the feed's calls give them, its source
 * and the instant it traded.
 */
export const priceTickSchema = z.object({
  instrument_token: z.int().check(z.positive()),
  ltp: z.number(),
  source: z.enum(PRICE_SOURCES),
  at: z.iso.datetime(),
});
export type PriceTick = z.infer<typeof priceTickSchema>;

/**
 * The prices a socket's watched instruments ticked to, pushed together: every tick that arrived
 * in one turn of the services' event loop (one frame of the broker's stream) is one message.
 */
export const priceTicksSchema = z.object({
  type: z.literal("PriceTicks"),
  data: z.array(priceTickSchema).check(z.minLength(1)),
});
export type PriceTicksMessage = z.infer<typeof priceTicksSchema>;
