import {
  strategyTemplateWireSchema,
  type SignalTemplateWire,
  type StrategyTemplateWire,
} from "../../lib/tradebox/strategy-template-wire";
import type { BasketSignalRow, StrategyBasketRow, StrategyRow } from "../db/schema";
import { instrumentByToken } from "../market/instrument-lookup";
import { rupeesOf } from "./tradebox-wire-of";

/** The exchange segment of every basket leg: index derivatives trade on NSE F&O. */
const DERIVATIVES_MARKET = "NFO";

function signalWireOf(row: BasketSignalRow): SignalTemplateWire {
  const instrument = instrumentByToken(row.instrumentToken);
  if (!instrument)
    throw new Error(`basket leg ${row.id} has an unknown token ${row.instrumentToken}`);
  return {
    id: row.id,
    duration: row.duration,
    expiry_date: instrument.expiry,
    instrument_token: instrument.token,
    ins_type: instrument.type,
    market: DERIVATIVES_MARKET,
    multiplier: row.multiplier,
    pretty_name: instrument.prettyName,
    price: rupeesOf(row.pricePaise),
    quantity: row.quantity,
    status: row.status,
    stop_loss: row.stopLossPaise === null ? null : rupeesOf(row.stopLossPaise),
    strike_price: instrument.strike,
    symbol: instrument.tradingSymbol,
    target: row.targetPaise === null ? null : rupeesOf(row.targetPaise),
    transaction_type: row.transactionType,
    underlying_token: instrument.underlyingToken,
    lot_size: row.multiplier,
  };
}

/** Spec §3 'Strategy template': the tradebox's current basket with its legs, in leg order. */
export function strategyTemplateOf(
  strategy: StrategyRow,
  basket: StrategyBasketRow,
  signals: readonly BasketSignalRow[],
): StrategyTemplateWire {
  return strategyTemplateWireSchema.parse({
    basket_id: basket.id,
    strategy_id: strategy.id,
    strategy_name: strategy.name,
    frequency: strategy.frequency,
    ins_type: strategy.insType,
    margin_required: rupeesOf(strategy.marginRequiredPaise),
    market_trend: strategy.marketTrend,
    market_type: strategy.marketType,
    risk_level: strategy.riskLevel,
    signals: [...signals].sort((a, b) => a.position - b.position).map(signalWireOf),
    status: basket.status,
    allow_partial_enter: strategy.allowPartialEnter,
    allow_partial_exit: strategy.allowPartialExit,
  });
}
