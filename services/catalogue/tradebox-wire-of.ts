import { PAISE_PER_RUPEE, type Paise } from "../../lib/money/paise";
import type { BasketStatus } from "../../lib/domain/enums";
import { boundFromWire } from "../../lib/payoff/wire";
import { tradeboxWireSchema, type TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import type { StrategyRow } from "../db/schema";

export const rupeesOf = (amount: Paise) => amount / PAISE_PER_RUPEE;

const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A strategy row as spec §3's 'Tradebox (search result)': status is the tradebox's, basket_status
 * its current basket's; the maximum profit and loss types are read off payoff_data (limited when
 * there is none). Validated against tradeboxWireSchema, so a bad row fails here, not in a client.
 */
export function tradeboxWireOf(row: StrategyRow, basketStatus: BasketStatus): TradeboxWire {
  const boundType = (value: number | undefined) =>
    value === undefined ? "limited" : boundFromWire(value).type;
  return tradeboxWireSchema.parse({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    long_description: row.longDescription,
    display_image: row.displayImage,
    owner: row.owner,
    bridger: row.bridger,
    status: row.status,
    tag: row.tag,
    strategy_type: row.strategyType,
    market_type: row.marketType,
    basket_status: basketStatus,
    active_passive_basket: row.activePassive,
    allow_partial_enter: row.allowPartialEnter,
    allow_partial_exit: row.allowPartialExit,
    created_time: row.createdAt.toISOString(),
    live_date: isoOrNull(row.liveAt),
    basket_creation_time: isoOrNull(row.basketCreatedAt),
    frequency: row.frequency,
    ins_type: row.insType,
    margin_required: rupeesOf(row.marginRequiredPaise),
    market_trend: row.marketTrend,
    maximum_loss_type: boundType(row.payoffData?.maximum_loss),
    maximum_profit_type: boundType(row.payoffData?.maximum_profit),
    risk_level: row.riskLevel,
    show_brokers: row.showBrokers,
    underlying_token: row.underlyingToken,
    payoff_data: row.payoffData,
    last_three_perf: row.lastThreePerf,
    last_six_perf: row.lastSixPerf,
    last_nine_perf: row.lastNinePerf,
  });
}
