import { THURSDAY, TUESDAY, type IsoDate, type Weekday } from "./calendar-date";

/**
 * The weekday NSE index options expire on, dated. Weekly contracts (NIFTY only, since November
 * 2024) expire every such weekday; monthly contracts on the last such weekday of the month. A
 * rule applies to contracts whose scheduled expiry falls on or after `from`; each `from` is the
 * first of a month, so a month's monthly and weekly contracts follow one rule.
 */
export interface ExpiryRule {
  from: IsoDate;
  weekday: Weekday;
  source: string;
}

export const INDEX_EXPIRY_RULES: readonly ExpiryRule[] = [
  {
    from: "2025-01-01",
    weekday: THURSDAY,
    source:
      "NSE, November 2024: from 1 Jan 2025 all index monthly contracts expire on the last " +
      "Thursday; NIFTY weekly on Thursday",
  },
  {
    from: "2025-09-01",
    weekday: TUESDAY,
    source:
      "NSE, effective 1 Sep 2025 (MARKET-FACTS.md): every NSE index expiry is on Tuesday, " +
      "the monthly on the last Tuesday",
  },
];

/** The rule in force for a contract scheduled to expire on `date`; throws before the first. */
export function expiryRuleFor(date: IsoDate): ExpiryRule {
  const rule = [...INDEX_EXPIRY_RULES].reverse().find((r) => r.from <= date);
  if (!rule) {
    throw new RangeError(
      `Expiry rules are kept from ${INDEX_EXPIRY_RULES[0]?.from}; ${date} is earlier`,
    );
  }
  return rule;
}
