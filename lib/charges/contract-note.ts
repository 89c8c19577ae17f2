import type { TransactionType } from "../domain/enums";
import type { IsoDate } from "../market/calendar-date";
import { applyRate, type Rate } from "../money/apply-rate";
import { powerOfTen } from "../money/exact-decimal";
import { divideRounded } from "../money/rounding";
import { addPaise, multiplyPaise, paise, sumPaise, wholeRupees, type Paise } from "../money/paise";
import { ratesOn } from "./charge-rates";

/** An order that traded (wholly or in part): what a contract note charges. */
export interface ExecutedOrder {
  /** India's date of the trade. */
  tradeDate: IsoDate;
  side: TransactionType;
  /** Units traded (lots × lot size). */
  quantity: number;
  /** Average traded price per unit. */
  price: Paise;
}

/** A long option exercised at expiry: the exchange pays its intrinsic value. */
export interface ExercisedOption {
  /** The expiry day. */
  tradeDate: IsoDate;
  /** Intrinsic value × units: what the holder is paid, and what exercise STT is levied on. */
  intrinsicValue: Paise;
}

/** What a trader was charged, line by line as a contract note lists it, in paise. */
export interface ChargeBreakdown {
  brokerage: Paise;
  /** STT on options sold and on options exercised. */
  stt: Paise;
  exchangeTransaction: Paise;
  ipft: Paise;
  sebiFee: Paise;
  stampDuty: Paise;
  gst: Paise;
  total: Paise;
}

export const CHARGE_LINES = [
  "brokerage",
  "stt",
  "exchangeTransaction",
  "ipft",
  "sebiFee",
  "stampDuty",
  "gst",
] as const satisfies readonly (keyof ChargeBreakdown)[];
export type ChargeLine = (typeof CHARGE_LINES)[number];

/**
 * Σ amount × rate, exact, rounded once to the nearest whole rupee (half a rupee up): how STT
 * is charged.
 */
function toNearestRupee(terms: readonly (readonly [Paise, Rate])[]): Paise {
  const scale = Math.min(0, ...terms.map(([, rate]) => rate.exponent));
  const numerator = terms.reduce(
    (sum, [amount, rate]) =>
      sum + BigInt(amount) * rate.coefficient * powerOfTen(rate.exponent - scale),
    0n,
  );
  return paise(divideRounded(numerator, powerOfTen(-scale) * 100n, "half-up") * 100n);
}

/** One trading day's contract note: its orders and exercises at that day's rates. */
function dayCharges(
  tradeDate: IsoDate,
  orders: readonly ExecutedOrder[],
  exercised: readonly ExercisedOption[],
  brokeragePerOrder: Paise,
): ChargeBreakdown {
  const rates = ratesOn(tradeDate);
  const premium = (side: TransactionType) =>
    sumPaise(orders.filter((o) => o.side === side).map((o) => multiplyPaise(o.price, o.quantity)));
  const bought = premium("BUY");
  const sold = premium("SELL");
  const turnover = addPaise(bought, sold);
  const exercisedValue = sumPaise(exercised.map((e) => e.intrinsicValue));
  const toPaisa = (amount: Paise, rate: Rate) => applyRate(amount, rate, "half-up");

  const brokerage = multiplyPaise(brokeragePerOrder, orders.length);
  const stt = toNearestRupee([
    [sold, rates.stt],
    [exercisedValue, rates.exerciseStt],
  ]);
  const exchangeTransaction = toPaisa(turnover, rates.exchangeTransaction);
  const ipft = toPaisa(turnover, rates.ipft);
  const sebiFee = toPaisa(turnover, rates.sebiFee);
  const stampDuty = toPaisa(bought, rates.stampDuty);
  const gst = toPaisa(sumPaise([brokerage, exchangeTransaction, ipft, sebiFee]), rates.gst);
  return withTotal({ brokerage, stt, exchangeTransaction, ipft, sebiFee, stampDuty, gst });
}

function withTotal(lines: Omit<ChargeBreakdown, "total">): ChargeBreakdown {
  return { ...lines, total: sumPaise(CHARGE_LINES.map((line) => lines[line])) };
}

/** Line by line sum of several breakdowns. */
export function addCharges(breakdowns: readonly ChargeBreakdown[]): ChargeBreakdown {
  return withTotal(
    Object.fromEntries(
      CHARGE_LINES.map((line) => [line, sumPaise(breakdowns.map((b) => b[line]))]),
    ) as Omit<ChargeBreakdown, "total">,
  );
}

/**
 * What a trader's contract notes charge for these orders and exercises: brokerage per executed
 * order; each trading day's statutory charges on that day's premium at that day's rates, each
 * rounded to the paisa (STT to the rupee); GST on the day's brokerage and exchange and SEBI
 * charges. docs/charges.md gives the rules and their sources.
 */
export function contractNoteCharges(
  orders: readonly ExecutedOrder[],
  brokeragePerOrderRupees: number,
  exercised: readonly ExercisedOption[] = [],
): ChargeBreakdown {
  for (const order of orders) {
    if (!Number.isSafeInteger(order.quantity) || order.quantity <= 0 || order.price < 0) {
      throw new RangeError(`Not an executed order: ${order.quantity} at ${order.price} paise`);
    }
  }
  if (exercised.some((e) => e.intrinsicValue < 0)) {
    throw new RangeError("An exercised option's intrinsic value is never negative");
  }
  const days = [...new Set([...orders, ...exercised].map((x) => x.tradeDate))].sort();
  const perOrder = wholeRupees(brokeragePerOrderRupees);
  return addCharges(
    days.map((day) =>
      dayCharges(
        day,
        orders.filter((o) => o.tradeDate === day),
        exercised.filter((e) => e.tradeDate === day),
        perOrder,
      ),
    ),
  );
}
