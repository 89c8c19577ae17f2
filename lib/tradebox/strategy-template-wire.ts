import * as z from "../validation/zod";
import {
  BASKET_STATUSES,
  DURATIONS,
  FREQUENCIES,
  INSTRUMENT_TYPES,
  MARKET_TRENDS,
  MARKET_TYPES,
  RISK_LEVELS,
  SIGNAL_STATUSES,
  TRANSACTION_TYPES,
} from "../domain/enums";
import { UNDERLYING_TOKENS } from "../market/underlyings";

/**
 * Spec §3 'Strategy signal template': one leg of an analyst's basket. `quantity` is in lots and
 * `multiplier` the units per lot, so the leg trades quantity × multiplier units (the payoff's
 * quantity, spec §3). Prices are rupees.
 */
export const signalTemplateWireSchema = z.object({
  id: z.string().check(z.minLength(1)),
  duration: z.enum(DURATIONS),
  expiry_date: z.nullable(z.string()),
  instrument_token: z.int().check(z.positive()),
  ins_type: z.enum(INSTRUMENT_TYPES),
  market: z.string(),
  multiplier: z.int().check(z.positive()),
  pretty_name: z.string(),
  price: z.number().check(z.minimum(0)),
  quantity: z.int().check(z.positive()),
  status: z.enum(SIGNAL_STATUSES),
  stop_loss: z.nullable(z.number()),
  strike_price: z.nullable(z.number()),
  symbol: z.string(),
  target: z.nullable(z.number()),
  transaction_type: z.enum(TRANSACTION_TYPES),
  underlying_token: z.literal(UNDERLYING_TOKENS),
  lot_size: z.int().check(z.positive()),
});
export type SignalTemplateWire = z.infer<typeof signalTemplateWireSchema>;

/** Spec §3 'Strategy template': the analyst's current basket of a tradebox, with its legs. */
export const strategyTemplateWireSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  strategy_id: z.string().check(z.minLength(1)),
  strategy_name: z.string().check(z.minLength(1)),
  frequency: z.enum(FREQUENCIES),
  ins_type: z.enum(INSTRUMENT_TYPES),
  margin_required: z.number().check(z.minimum(0)),
  market_trend: z.enum(MARKET_TRENDS),
  market_type: z.enum(MARKET_TYPES),
  risk_level: z.enum(RISK_LEVELS),
  signals: z.array(signalTemplateWireSchema).check(z.minLength(1)),
  status: z.enum(BASKET_STATUSES),
  allow_partial_enter: z.boolean(),
  allow_partial_exit: z.boolean(),
});
export type StrategyTemplateWire = z.infer<typeof strategyTemplateWireSchema>;
