import type { IsoDate } from "../market/calendar-date";

/**
 * An Indian financial year, April to March (Income-tax Act, 1961, s. 2(9) "previous year"):
 * the year a tax return and a tax audit's turnover are counted over.
 */
export interface FinancialYear {
  /** "2026-27": the year it starts in, and the last two digits of the year it ends in. */
  label: string;
  /** 1 April and 31 March, India dates. */
  from: IsoDate;
  to: IsoDate;
}

const LABEL = /^(\d{4})-(\d{2})$/;

/** The financial year starting on 1 April of `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  const end = String(startYear + 1);
  return {
    label: `${startYear}-${end.slice(2)}`,
    from: `${startYear}-04-01`,
    to: `${end}-03-31`,
  };
}

/** The financial year an India date falls in: January to March belong to the year before's. */
export function financialYearOf(date: IsoDate): FinancialYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** "2026-27" as a financial year; null for anything else (a wrong end year included). */
export function parseFinancialYear(label: string): FinancialYear | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const year = financialYearStarting(Number(match[1]));
  return year.label === label ? year : null;
}

/** Whether an India date is inside the financial year. */
export function inFinancialYear(date: IsoDate, year: FinancialYear): boolean {
  return date >= year.from && date <= year.to;
}
