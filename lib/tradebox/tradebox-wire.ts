import * as z from "../validation/zod";
import {
  ACTIVE_PASSIVE,
  BASKET_STATUSES,
  FREQUENCIES,
  INSTRUMENT_TYPES,
  MARKET_TRENDS,
  MARKET_TYPES,
  PROFIT_LOSS_TYPES,
  RISK_LEVELS,
  STRATEGY_KINDS,
  STRATEGY_TAGS,
} from "../domain/enums";
import { UNDERLYING_TOKENS } from "../market/underlyings";
import { payoffDataWireSchema } from "../payoff/wire";
import { performanceSummaryWireSchema } from "./performance-wire";

/**
 * Spec §3 'Tradebox (search result)': one tradebox as the search service returns it, the shape
 * the explore cards, the profile page and the search index all read. Times are ISO strings;
 * margin_required is in rupees (2 decimals).
 */
export const tradeboxWireSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  description: z.string(),
  long_description: z.string(),
  display_image: z.string(),
  /** The client id the tradebox is private to, or the product for a public one. */
  owner: z.string().check(z.minLength(1)),
  bridger: z.string(),
  status: z.enum(BASKET_STATUSES),
  tag: z.enum(STRATEGY_TAGS),
  strategy_type: z.enum(STRATEGY_KINDS),
  market_type: z.enum(MARKET_TYPES),
  basket_status: z.enum(BASKET_STATUSES),
  active_passive_basket: z.enum(ACTIVE_PASSIVE),
  allow_partial_enter: z.boolean(),
  allow_partial_exit: z.boolean(),
  created_time: z.string(),
  live_date: z.nullable(z.string()),
  basket_creation_time: z.nullable(z.string()),
  frequency: z.enum(FREQUENCIES),
  ins_type: z.enum(INSTRUMENT_TYPES),
  margin_required: z.number().check(z.minimum(0)),
  market_trend: z.enum(MARKET_TRENDS),
  maximum_loss_type: z.enum(PROFIT_LOSS_TYPES),
  maximum_profit_type: z.enum(PROFIT_LOSS_TYPES),
  risk_level: z.enum(RISK_LEVELS),
  /** Broker codes the tradebox is offered through; empty means every broker. */
  show_brokers: z.array(z.string()),
  underlying_token: z.literal(UNDERLYING_TOKENS),
  payoff_data: z.nullable(payoffDataWireSchema),
  last_three_perf: z.nullable(performanceSummaryWireSchema),
  last_six_perf: z.nullable(performanceSummaryWireSchema),
  last_nine_perf: z.nullable(performanceSummaryWireSchema),
});
export type TradeboxWire = z.infer<typeof tradeboxWireSchema>;
