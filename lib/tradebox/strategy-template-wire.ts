import { z } from "zod";
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
  id: z.string().min(1),
  duration: z.enum(DURATIONS),
  expiry_date: z.string().nullable(),
  instrument_token: z.number().int().positive(),
  ins_type: z.enum(INSTRUMENT_TYPES),
  market: z.string(),
  multiplier: z.number().int().positive(),
  pretty_name: z.string(),
  price: z.number().min(0),
  quantity: z.number().int().positive(),
  status: z.enum(SIGNAL_STATUSES),
  stop_loss: z.number().nullable(),
  strike_price: z.number().nullable(),
  symbol: z.string(),
  target: z.number().nullable(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  underlying_token: z.literal(UNDERLYING_TOKENS),
  lot_size: z.number().int().positive(),
});
export type SignalTemplateWire = z.infer<typeof signalTemplateWireSchema>;

/** Spec §3 'Strategy template': the analyst's current basket of a tradebox, with its legs. */
export const strategyTemplateWireSchema = z.object({
  basket_id: z.string().min(1),
  strategy_id: z.string().min(1),
  strategy_name: z.string().min(1),
  frequency: z.enum(FREQUENCIES),
  ins_type: z.enum(INSTRUMENT_TYPES),
  margin_required: z.number().min(0),
  market_trend: z.enum(MARKET_TRENDS),
  market_type: z.enum(MARKET_TYPES),
  risk_level: z.enum(RISK_LEVELS),
  signals: z.array(signalTemplateWireSchema).min(1),
  status: z.enum(BASKET_STATUSES),
  allow_partial_enter: z.boolean(),
  allow_partial_exit: z.boolean(),
});
export type StrategyTemplateWire = z.infer<typeof strategyTemplateWireSchema>;
