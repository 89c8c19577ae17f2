import { and, asc, eq, gte, lt } from "drizzle-orm";
import { brokerByCode } from "../../lib/brokers";
import { addCharges, type ChargeBreakdown } from "../../lib/charges/contract-note";
import { chargesToWire } from "../../lib/charges/charges-wire";
import { addDays } from "../../lib/market/calendar-date";
import { indiaInstant } from "../../lib/market/india-time";
import {
  averagePaise,
  paise,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
  type Paise,
} from "../../lib/money/paise";
import type { FinancialYear } from "../../lib/statement/financial-year";
import type {
  StatementBasketWire,
  StatementLegWire,
  StatementWire,
} from "../../lib/statement/statement-wire";
import type { BasketEngine } from "../baskets/basket-engine";
import { feesOf } from "../baskets/basket-reads";
import { loadBasketStates, type BasketState } from "../baskets/basket-store";
import { rupees } from "../baskets/basket-wire-of";
import { closedBasketFigures, type FilledLeg } from "../baskets/settlement/closed-basket-figures";
import type { Trader } from "../baskets/trader";
import { strategies, userBaskets } from "../db/schema";
import { instrumentByToken } from "../market/instrument-lookup";

/** A basket's figures in paise, before they go on the wire. */
interface BasketFigures {
  wire: StatementBasketWire;
  practice: boolean;
  gross: Paise;
  charges: ChargeBreakdown;
  fees: Paise;
  turnover: Paise;
}

/**
 * GET /statement?fy=: the trader's baskets that closed in the financial year (their exit on an
 * India date inside it), oldest first, each leg with what it bought and sold, at what average
 * prices and when, its realised P&L and the turnover it counts for; each basket's gross P&L,
 * charges by type (its contract notes', basket-charges.ts), Tradebox fees and net, as History
 * shows them; and the year's totals over the baskets that are not practice (docs/charges.md,
 * "Statement").
 */
export async function taxStatement(
  engine: BasketEngine,
  user: Trader,
  year: FinancialYear,
): Promise<StatementWire> {
  const { db } = engine.deps;
  const rows = await db
    .select({ id: userBaskets.id, strategyName: strategies.name })
    .from(userBaskets)
    .innerJoin(strategies, eq(strategies.id, userBaskets.strategyId))
    .where(
      and(
        eq(userBaskets.userId, user.id),
        eq(userBaskets.status, "EXITED"),
        gte(userBaskets.exitTime, indiaInstant(year.from, "00:00")),
        lt(userBaskets.exitTime, indiaInstant(addDays(year.to, 1), "00:00")),
      ),
    )
    .orderBy(asc(userBaskets.exitTime));
  const ids = rows.map((row) => row.id);
  const [states, fees] = await Promise.all([
    loadBasketStates(db, ids),
    ids.length > 0 ? feesOf(db, rows) : new Map<string, Paise>(),
  ]);
  const baskets = states.map((state, i) =>
    basketFigures(state!, rows[i]!.strategyName, user.broker, fees.get(ids[i]!) ?? ZERO_PAISE),
  );
  const counted = baskets.filter((basket) => !basket.practice);
  const charges = addCharges(counted.map((basket) => basket.charges));
  const gross = sumPaise(counted.map((basket) => basket.gross));
  const yearFees = sumPaise(counted.map((basket) => basket.fees));
  return {
    financial_year: year.label,
    from: year.from,
    to: year.to,
    broker: brokerByCode(user.broker)?.name ?? user.broker,
    baskets: baskets.map((basket) => basket.wire),
    totals: {
      baskets: counted.length,
      realised_pnl: rupees(gross),
      turnover: rupees(sumPaise(counted.map((basket) => basket.turnover))),
      charges: chargesToWire(charges),
      fees: rupees(yearFees),
      net_pnl: rupees(subtractPaise(subtractPaise(gross, charges.total), yearFees)),
    },
  };
}

function basketFigures(
  state: BasketState,
  strategyName: string,
  broker: string,
  fees: Paise,
): BasketFigures {
  const { basket } = state;
  const { legs, gross, charges, net } = closedBasketFigures(state, broker, fees);
  const figures = legs.map(legFigures);
  const turnover = sumPaise(figures.map((leg) => leg.turnover));
  return {
    practice: basket.isPractice,
    gross,
    charges,
    fees,
    turnover,
    wire: {
      basket_id: basket.id,
      strategy_name: strategyName,
      is_practice: basket.isPractice,
      no_of_lot: basket.noOfLot,
      entry_time: basket.entryTime?.toISOString() ?? null,
      exit_time: basket.exitTime!.toISOString(),
      legs: figures.map((leg) => leg.wire),
      gross_pnl: rupees(gross),
      charges: chargesToWire(charges),
      fees: rupees(fees),
      net_pnl: rupees(net),
      turnover: rupees(turnover),
    },
  };
}

/**
 * A leg's trades: its realised P&L and its turnover, the P&L taken as a positive amount: per the
 * ICAI Guidance Note on Tax Audit (2022), an option trade's turnover is its favourable or
 * unfavourable difference, the premium already being in it.
 */
function legFigures({ signal, orders, fills, realised }: FilledLeg) {
  const turnover = paise(Math.abs(realised));
  const times = orders.map((order) => order.createdAt.getTime()).sort((a, b) => a - b);
  const instant = (ms: number | undefined) =>
    ms === undefined ? null : new Date(ms).toISOString();
  const wire: StatementLegWire = {
    signal_id: signal.id,
    pretty_name:
      instrumentByToken(signal.instrumentToken)?.prettyName ?? String(signal.instrumentToken),
    transaction_type: signal.transactionType,
    bought_quantity: fills.buyQuantity,
    avg_buy_price: averageOf(fills.buyValue, fills.buyQuantity),
    sold_quantity: fills.sellQuantity,
    avg_sell_price: averageOf(fills.sellValue, fills.sellQuantity),
    first_trade: instant(times[0]),
    last_trade: instant(times.at(-1)),
    realised_pnl: rupees(realised),
    turnover: rupees(turnover),
  };
  return { realised, turnover, wire };
}

/** value / quantity to the paisa (half-even, as the brokers report an average), in rupees. */
function averageOf(value: Paise, quantity: number): number | null {
  if (quantity === 0) return null;
  return rupees(averagePaise(value, quantity));
}
