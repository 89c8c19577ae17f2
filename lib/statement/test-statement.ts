import type { ChargesWire } from "../charges/charges-wire";
import type { StatementBasketWire, StatementLegWire, StatementWire } from "./statement-wire";

/**
 * Test fixtures in the wire's shapes: a NIFTY call spread closed at a loss, lot 75, and a
 * practice basket whose names need quoting in a CSV. The figures add up to the paisa.
 */

/** ₹80 brokerage, STT to the rupee, the rest to the paisa: ₹133.02 in all. */
export const SPREAD_CHARGES: ChargesWire = {
  brokerage: 80,
  stt: 22,
  exchange_transaction: 12.35,
  ipft: 0.05,
  sebi_fee: 0.02,
  stamp_duty: 2,
  gst: 16.6,
  total: 133.02,
};

export function statementLeg(overrides: Partial<StatementLegWire> = {}): StatementLegWire {
  // Sold 75 @ 120.50, bought back @ 110.20: +₹772.50.
  return {
    signal_id: "s1",
    pretty_name: "NIFTY 24000 CE 29 Dec 2026",
    transaction_type: "SELL",
    bought_quantity: 75,
    avg_buy_price: 110.2,
    sold_quantity: 75,
    avg_sell_price: 120.5,
    first_trade: "2026-12-04T04:00:00.000Z",
    last_trade: "2026-12-04T08:30:00.000Z",
    realised_pnl: 772.5,
    turnover: 772.5,
    ...overrides,
  };
}

/** Bought 75 @ 60.10, sold @ 45.35: −₹1,106.25. */
export function wingLeg(overrides: Partial<StatementLegWire> = {}): StatementLegWire {
  return statementLeg({
    signal_id: "s2",
    pretty_name: "NIFTY 24200 CE 29 Dec 2026",
    transaction_type: "BUY",
    avg_buy_price: 60.1,
    avg_sell_price: 45.35,
    realised_pnl: -1106.25,
    turnover: 1106.25,
    ...overrides,
  });
}

/** The spread: gross −₹333.75, charges ₹133.02, no fee, net −₹466.77, turnover ₹1,878.75. */
export function statementBasket(overrides: Partial<StatementBasketWire> = {}): StatementBasketWire {
  return {
    basket_id: "b1",
    strategy_name: "Nifty Call Spread",
    is_practice: false,
    no_of_lot: 1,
    entry_time: "2026-12-04T04:00:00.000Z",
    exit_time: "2026-12-04T08:30:00.000Z",
    legs: [statementLeg(), wingLeg()],
    gross_pnl: -333.75,
    charges: SPREAD_CHARGES,
    fees: 0,
    net_pnl: -466.77,
    turnover: 1878.75,
    ...overrides,
  };
}

const NO_CHARGES: ChargesWire = {
  brokerage: 0,
  stt: 0,
  exchange_transaction: 0,
  ipft: 0,
  sebi_fee: 0,
  stamp_duty: 0,
  gst: 0,
  total: 0,
};

/** A practice basket: a comma, quotes and a line break in its names; +₹12.00 gross (60 × 0.20). */
export function practiceBasket(overrides: Partial<StatementBasketWire> = {}): StatementBasketWire {
  return statementBasket({
    basket_id: "b2",
    strategy_name: 'Bank "Hedge", weekly',
    is_practice: true,
    no_of_lot: 2,
    legs: [
      statementLeg({
        signal_id: "s3",
        pretty_name: "BANKNIFTY 52000 PE,\nweekly",
        bought_quantity: 60,
        avg_buy_price: 200,
        sold_quantity: 60,
        avg_sell_price: 200.2,
        realised_pnl: 12,
        turnover: 12,
      }),
    ],
    gross_pnl: 12,
    charges: { ...NO_CHARGES, brokerage: 40, total: 40 },
    fees: 0,
    net_pnl: -28,
    turnover: 12,
    ...overrides,
  });
}

/** FY 2026-27 with both baskets; the totals are the spread's alone (practice is left out). */
export function statementOf(overrides: Partial<StatementWire> = {}): StatementWire {
  return {
    financial_year: "2026-27",
    from: "2026-04-01",
    to: "2027-03-31",
    broker: "strikeline_broker",
    baskets: [statementBasket(), practiceBasket()],
    totals: {
      baskets: 1,
      realised_pnl: -333.75,
      turnover: 1878.75,
      charges: SPREAD_CHARGES,
      fees: 0,
      net_pnl: -466.77,
    },
    ...overrides,
  };
}

/** A year with no closed baskets. */
export function emptyStatement(financialYear = "2025-26"): StatementWire {
  const start = Number(financialYear.slice(0, 4));
  return {
    financial_year: financialYear,
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
    broker: "strikeline_broker",
    baskets: [],
    totals: { baskets: 0, realised_pnl: 0, turnover: 0, charges: NO_CHARGES, fees: 0, net_pnl: 0 },
  };
}
