import * as z from "../validation/zod";

/**
 * A trader's exit rules on one basket (issue #53, docs/exit-rules.md), as the app sends them:
 * amounts in rupees with paise, a percentage of the basket's margin where `unit` says so. Every
 * field is optional: a rule left out (or null) is no rule.
 */
export const RULE_UNITS = ["RUPEES", "PERCENT_OF_MARGIN"] as const;
export type RuleUnit = (typeof RULE_UNITS)[number];

/** Rupees with paise, above zero (the services keep them in integer paise). */
const positiveRupees = z.number().check(z.positive(), z.maximum(10_000_000_000));

/** A loss to stop at, or a gain to take: in rupees, or as a percentage of the basket's margin. */
export const ruleAmountSchema = z.object({
  value: positiveRupees,
  unit: z.enum(RULE_UNITS),
});
export type RuleAmount = z.infer<typeof ruleAmountSchema>;

/** Once P&L has reached `activate_at`, exit when it gives back `give_back` from its best. */
export const trailingStopSchema = z.object({
  activate_at: positiveRupees,
  give_back: positiveRupees,
});

export const TIMED_EXIT_KINDS = ["TIME_OF_DAY", "BEFORE_EXPIRY"] as const;

/** A time of day in India, "HH:MM", 24-hour. */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM"));

export const timedExitSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("TIME_OF_DAY"), time: clockTime }),
  z.object({
    kind: z.literal("BEFORE_EXPIRY"),
    minutes: z.int().check(z.minimum(1), z.maximum(24 * 60)),
  }),
]);
export type TimedExitInput = z.infer<typeof timedExitSchema>;

/** PUT /basket/exit-rules, and `exit_rules` of a place: the rules a basket should have. */
export const exitRulesInputSchema = z.object({
  stop_loss: z.optional(z.nullable(ruleAmountSchema)),
  target: z.optional(z.nullable(ruleAmountSchema)),
  trailing_stop: z.optional(z.nullable(trailingStopSchema)),
  timed_exit: z.optional(z.nullable(timedExitSchema)),
});
export type ExitRulesInput = z.infer<typeof exitRulesInputSchema>;

/** PUT /basket/exit-rules: the basket and the rules it should have from now on (all null: none). */
export const setExitRulesRequestSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  rules: exitRulesInputSchema,
});
export type SetExitRulesRequest = z.infer<typeof setExitRulesRequestSchema>;

/** Why a basket's rules cannot act now: each says what the trader can do about it. */
export const RULE_WAITS = ["STALE_PRICE", "NO_SESSION", "MARKET_SHUT"] as const;
export type RuleWait = (typeof RULE_WAITS)[number];

/**
 * A basket's rules as the services keep them: each amount resolved to the P&L (rupees) it acts
 * at, a timed exit to the instant it acts; `waiting` while a rule cannot act, `fired` once one has.
 */
export const exitRulesStateSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  stop_loss: z.nullable(z.object({ ...ruleAmountSchema.shape, pnl_at: z.number() })),
  target: z.nullable(z.object({ ...ruleAmountSchema.shape, pnl_at: z.number() })),
  trailing_stop: z.nullable(
    z.object({ ...trailingStopSchema.shape, best_pnl: z.nullable(z.number()) }),
  ),
  timed_exit: z.nullable(
    z.intersection(timedExitSchema, z.object({ exit_at: z.string().check(z.minLength(1)) })),
  ),
  waiting: z.nullable(
    z.object({ kind: z.enum(RULE_WAITS), message: z.string(), since: z.string() }),
  ),
  fired: z.nullable(z.string()),
});
export type ExitRulesStateWire = z.infer<typeof exitRulesStateSchema>;
