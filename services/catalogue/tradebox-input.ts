import { z } from "zod";
import {
  DURATIONS,
  FREQUENCIES,
  MARKET_TRENDS,
  RISK_LEVELS,
  STRATEGY_KINDS,
  STRATEGY_TAGS,
  TRANSACTION_TYPES,
} from "../../lib/domain/enums";
import { PRODUCT_SLUG, PRODUCT_STRATEGY_TAG } from "../../lib/product";
import { UNDERLYING_TOKENS } from "../../lib/market/underlyings";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const rupees = z.number().finite().min(0);

/**
 * One leg of an analyst's basket, by contract: the tradebox's underlying, this expiry, type and
 * strike. `price` (rupees per unit) is the market's last price when left out.
 */
export const legInputSchema = z
  .object({
    expiry: z.string().regex(ISO_DATE, "must be an ISO date YYYY-MM-DD"),
    type: z.enum(["call", "put", "fut"]),
    strike: z.number().int().positive().nullable().optional(),
    side: z.enum(TRANSACTION_TYPES),
    lots: z.number().int().positive(),
    price: rupees.optional(),
    stop_loss: rupees.nullable().optional(),
    target: rupees.nullable().optional(),
    duration: z.enum(DURATIONS).optional(),
  })
  .strict()
  .refine((leg) => (leg.type === "fut") === (leg.strike === undefined || leg.strike === null), {
    message: "an option leg needs a strike and a future has none",
    path: ["strike"],
  });
export type LegInput = z.infer<typeof legInputSchema>;

export const legsInputSchema = z.array(legInputSchema).min(1, "a basket needs at least one leg");

/** A strategy template as the analyst writes it: what a new tradebox is made from. */
export const tradeboxInputSchema = z
  .object({
    name: z.string().trim().min(1),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
      .optional(),
    description: z.string().default(""),
    long_description: z.string().default(""),
    display_image: z.string().default(""),
    owner: z.string().min(1).default(PRODUCT_SLUG),
    tag: z.enum(STRATEGY_TAGS).default(PRODUCT_STRATEGY_TAG),
    strategy_type: z.enum(STRATEGY_KINDS),
    underlying_token: z.literal(UNDERLYING_TOKENS),
    frequency: z.enum(FREQUENCIES),
    risk_level: z.enum(RISK_LEVELS),
    market_trend: z.enum(MARKET_TRENDS),
    show_brokers: z.array(z.string().min(1)).default([]),
    allow_partial_enter: z.boolean().default(false),
    allow_partial_exit: z.boolean().default(false),
    /** Rupees; computed from the legs by the margin function when left out. */
    margin_required: rupees.optional(),
    legs: legsInputSchema,
  })
  .strict();
export type TradeboxInput = z.input<typeof tradeboxInputSchema>;
export type ParsedTradeboxInput = z.output<typeof tradeboxInputSchema>;

/** An adjustment: the legs of the new basket. */
export const adjustmentInputSchema = z.object({ legs: legsInputSchema }).strict();

/** A zod error as one line that says what is wrong and where: 'legs.0.lots: …; name: …'. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "body"}: ${issue.message}`)
    .join("; ");
}
