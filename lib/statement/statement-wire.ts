import * as z from "../validation/zod";
import { chargesWireSchema } from "../charges/charges-wire";
import { TRANSACTION_TYPES } from "../domain/enums";

const rupees = z.number();
const instant = z.string().check(z.minLength(1));

/**
 * One leg of a closed basket as the statement lists it: what was bought and sold, at what
 * average prices, when, and its realised P&L with the turnover it counts for.
 */
export const statementLegWireSchema = z.object({
  signal_id: z.string().check(z.minLength(1)),
  pretty_name: z.string(),
  /** The leg's side as the tradebox entered it. */
  transaction_type: z.enum(TRANSACTION_TYPES),
  bought_quantity: z.int().check(z.minimum(0)),
  avg_buy_price: z.nullable(rupees),
  sold_quantity: z.int().check(z.minimum(0)),
  avg_sell_price: z.nullable(rupees),
  /** Its first and last executed orders (a settlement at expiry included). */
  first_trade: z.nullable(instant),
  last_trade: z.nullable(instant),
  realised_pnl: rupees,
  /** |realised P&L|: its favourable or unfavourable difference (docs/charges.md, "Statement"). */
  turnover: rupees,
});
export type StatementLegWire = z.infer<typeof statementLegWireSchema>;

/** A basket closed in the year: its legs, gross P&L, every charge by type, fees and net. */
export const statementBasketWireSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  strategy_name: z.string(),
  /** Placed on the practice market: listed, left out of the totals. */
  is_practice: z.boolean(),
  no_of_lot: z.int().check(z.positive()),
  entry_time: z.nullable(instant),
  exit_time: instant,
  legs: z.array(statementLegWireSchema),
  gross_pnl: rupees,
  charges: chargesWireSchema,
  /** Tradebox order fees with their GST (spec §9). */
  fees: rupees,
  net_pnl: rupees,
  turnover: rupees,
});
export type StatementBasketWire = z.infer<typeof statementBasketWireSchema>;

/** The year's totals over the baskets that are not practice. */
export const statementTotalsWireSchema = z.object({
  baskets: z.int().check(z.minimum(0)),
  realised_pnl: rupees,
  turnover: rupees,
  charges: chargesWireSchema,
  fees: rupees,
  net_pnl: rupees,
});
export type StatementTotalsWire = z.infer<typeof statementTotalsWireSchema>;

/** GET /user-strategy/statement?fy=2026-27 data: the trader's closed baskets of one year. */
export const statementWireSchema = z.object({
  financial_year: z.string(),
  from: z.string(),
  to: z.string(),
  broker: z.string(),
  baskets: z.array(statementBasketWireSchema),
  totals: statementTotalsWireSchema,
});
export type StatementWire = z.infer<typeof statementWireSchema>;
