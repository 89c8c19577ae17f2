import * as z from "../validation/zod";

/** The months a followers' results period looks back over (issue #54: 3/6/9 months). */
export const FOLLOWER_PERIOD_MONTHS = [3, 6, 9] as const;
export type FollowerPeriodMonths = (typeof FOLLOWER_PERIOD_MONTHS)[number];

/**
 * The fewest closed baskets a figure is shown for: below it a figure would describe a handful of
 * traders (or one) rather than what following the tradebox returns.
 */
export const FOLLOWER_RESULTS_MIN_BASKETS = 10;

const spreadSchema = z.object({
  /** Percent, two decimals. */
  median: z.number(),
  p10: z.number(),
  p90: z.number(),
});

/** One period's figures of one group of baskets; a figure under the floor is null. */
export const followerPeriodWireSchema = z.object({
  months: z.literal(FOLLOWER_PERIOD_MONTHS),
  closed_baskets: z.int().check(z.nonnegative()),
  /** Net P&L (after charges and fees) ÷ the margin the basket was placed with, in percent. */
  net_return_on_margin: z.nullable(spreadSchema),
  /** Rupees a unit each leg entered worse (positive) or better than the analyst's price. */
  entry_slippage_per_leg: z.nullable(
    z.object({ median: z.number(), legs: z.int().check(z.nonnegative()) }),
  ),
});
export type FollowerPeriodWire = z.infer<typeof followerPeriodWireSchema>;

/**
 * What following a tradebox returned its followers, from their closed baskets at real brokers
 * and, apart, the paper and practice ones; worked out at most hourly (as_of), never per trader.
 */
export const followerResultsWireSchema = z.object({
  as_of: z.string(),
  min_baskets: z.int().check(z.positive()),
  broker: z.array(followerPeriodWireSchema),
  paper: z.array(followerPeriodWireSchema),
});
export type FollowerResultsWire = z.infer<typeof followerResultsWireSchema>;
