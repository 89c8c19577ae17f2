import { CHARGE_LINE_LABELS, TRADEBOX_FEE_LABEL } from "../charges/charge-labels";
import { chargesFromWire, type ChargesWire } from "../charges/charges-wire";
import { CHARGE_LINES } from "../charges/contract-note";
import { indiaClock } from "../market/india-time";
import { paiseToDecimalString, parseRupees } from "../money/parse-rupees";
import type { StatementBasketWire, StatementLegWire, StatementWire } from "./statement-wire";

/** A cell: text, a whole number, or a rupee amount already written as a decimal. */
type Cell = string | number | null;

/** The basket's figures, on its first leg's row only, so each column sums to the baskets'. */
const BASKET_FIGURES = [
  "Basket gross P&L",
  ...CHARGE_LINES.map((line) => CHARGE_LINE_LABELS[line]),
  "Charges total",
  TRADEBOX_FEE_LABEL,
  "Net P&L",
  "Basket turnover",
] as const;

/** The CSV's columns, in order (docs/charges.md, 'Statement'). */
export const STATEMENT_CSV_HEADER = [
  "Tradebox",
  "Basket ID",
  "Practice",
  "Lots",
  "Entered (IST)",
  "Exited (IST)",
  "Leg",
  "Side",
  "Bought qty",
  "Avg buy price",
  "Sold qty",
  "Avg sell price",
  "First trade (IST)",
  "Last trade (IST)",
  "Leg realised P&L",
  "Leg turnover",
  ...BASKET_FIGURES,
] as const;

const LEG_COLUMNS = 10; // Leg … Leg turnover
const BASKET_COLUMNS = 6; // Tradebox … Exited

/** A rupee amount of the wire as a spreadsheet reads it: exact paise, 2 places, no ₹ or commas. */
function amount(rupees: number | null): string {
  return rupees === null ? "" : paiseToDecimalString(parseRupees(rupees));
}

/** An instant as India's date and clock, 'YYYY-MM-DD HH:MM' (a spreadsheet reads it as a date). */
function indiaDateTime(iso: string | null): string {
  if (iso === null) return "";
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return "";
  const { date, msOfDay } = indiaClock(time);
  const minutes = Math.floor(msOfDay / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date} ${hh}:${mm}`;
}

/** Gross, each charge, charges total, fee, net and turnover: the basket's or the year's. */
function figures(sums: {
  gross: number;
  charges: ChargesWire;
  fees: number;
  net: number;
  turnover: number;
}): string[] {
  const charges = chargesFromWire(sums.charges);
  return [
    amount(sums.gross),
    ...CHARGE_LINES.map((line) => paiseToDecimalString(charges[line])),
    paiseToDecimalString(charges.total),
    amount(sums.fees),
    amount(sums.net),
    amount(sums.turnover),
  ];
}

function legCells(leg: StatementLegWire): Cell[] {
  return [
    leg.pretty_name,
    leg.transaction_type,
    leg.bought_quantity,
    amount(leg.avg_buy_price),
    leg.sold_quantity,
    amount(leg.avg_sell_price),
    indiaDateTime(leg.first_trade),
    indiaDateTime(leg.last_trade),
    amount(leg.realised_pnl),
    amount(leg.turnover),
  ];
}

/** A basket's rows: one a leg (one with empty leg cells if it has none), figures on the first. */
function basketRows(basket: StatementBasketWire): Cell[][] {
  const about: Cell[] = [
    basket.strategy_name,
    basket.basket_id,
    basket.is_practice ? "Yes" : "No",
    basket.no_of_lot,
    indiaDateTime(basket.entry_time),
    indiaDateTime(basket.exit_time),
  ];
  const basketFigures = figures({
    gross: basket.gross_pnl,
    charges: basket.charges,
    fees: basket.fees,
    net: basket.net_pnl,
    turnover: basket.turnover,
  });
  const legs: (Cell[] | null)[] = basket.legs.length > 0 ? basket.legs.map(legCells) : [null];
  return legs.map((leg, index) => [
    ...about,
    ...(leg ?? Array<Cell>(LEG_COLUMNS).fill(null)),
    ...(index === 0 ? basketFigures : Array<Cell>(BASKET_FIGURES.length).fill(null)),
  ]);
}

function totalRow(statement: StatementWire): Cell[] {
  const { totals } = statement;
  return [
    "Total",
    ...Array<Cell>(BASKET_COLUMNS - 1 + LEG_COLUMNS).fill(null),
    ...figures({
      gross: totals.realised_pnl,
      charges: totals.charges,
      fees: totals.fees,
      net: totals.net_pnl,
      turnover: totals.turnover,
    }),
  ];
}

/**
 * A text a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') is kept as text with a
 * leading apostrophe (OWASP, 'CSV injection'): names come from analysts, not from the trader.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvLine(cells: readonly Cell[], texts: ReadonlySet<number>): string {
  return cells
    .map((cell, column) => {
      if (cell === null) return "";
      if (typeof cell === "number") return String(cell);
      return csvField(texts.has(column) ? inert(cell) : cell);
    })
    .join(",");
}

/** The columns of free text (names and ids): the ones guarded against formulas. */
const TEXT_COLUMNS: ReadonlySet<number> = new Set(
  ["Tradebox", "Basket ID", "Leg"].map((name) =>
    STATEMENT_CSV_HEADER.indexOf(name as (typeof STATEMENT_CSV_HEADER)[number]),
  ),
);

/**
 * The statement as CSV (RFC 4180, CRLF line ends): the header, one row a leg of each basket
 * with the basket's gross, charges by type, charges total, fee, net and turnover on its first
 * leg's row only (so a column's sum is the baskets'), a practice column, and a last 'Total' row
 * with the year's totals (practice baskets left out, as the services count them). Amounts are
 * plain decimals with 2 places (-389.71), exact to the paisa; times are India's.
 */
export function statementCsv(statement: StatementWire): string {
  const rows: Cell[][] = [
    [...STATEMENT_CSV_HEADER],
    ...statement.baskets.flatMap(basketRows),
    totalRow(statement),
  ];
  return rows.map((row) => `${csvLine(row, TEXT_COLUMNS)}\r\n`).join("");
}
