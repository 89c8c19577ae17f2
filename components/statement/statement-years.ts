import type { IsoDate } from "@/lib/market/calendar-date";
import {
  financialYearOf,
  financialYearStarting,
  parseFinancialYear,
  type FinancialYear,
} from "@/lib/statement/financial-year";

/** The first year a statement is offered for: FY 2024-25, before which no basket closed here. */
export const FIRST_STATEMENT_YEAR = financialYearStarting(2024);

/** The URL's query parameter naming the year: `/account/statement?fy=2026-27`. */
export const YEAR_PARAM = "fy";

/** The years the picker offers on an India date: the current one first, back to 2024-25. */
export function statementYears(today: IsoDate): FinancialYear[] {
  const current = Number(financialYearOf(today).from.slice(0, 4));
  const first = Number(FIRST_STATEMENT_YEAR.from.slice(0, 4));
  const years: FinancialYear[] = [];
  for (let start = current; start >= first; start -= 1) years.push(financialYearStarting(start));
  return years;
}

/**
 * The year the URL asks for (`?fy=2026-27`), if it is one the picker offers; otherwise, a label
 * that is no financial year, a year to come or one before 2024-25, the current year.
 */
export function chosenYear(
  param: string | string[] | undefined,
  years: readonly FinancialYear[],
): FinancialYear {
  const asked = typeof param === "string" ? parseFinancialYear(param) : null;
  const offered = asked && years.find((year) => year.label === asked.label);
  return offered ?? years[0] ?? FIRST_STATEMENT_YEAR;
}

/** The statement page's path for a year. */
export function statementHref(path: string, year: string): string {
  return `${path}?${new URLSearchParams({ [YEAR_PARAM]: year }).toString()}`;
}
