import { isWeekend, type IsoDate } from "./calendar-date";

/**
 * How sure we are of a holiday date:
 * - `market-facts`: listed in ../shared/design/MARKET-FACTS.md (the 2026 Tuesday holidays).
 * - `nse-circular`: NSE's annual equity/F&O holiday circular as recalled, cross-checked against
 *   public copies of the list; check it against nseindia.com (Resources › Holidays) before
 *   relying on it for anything that moves money.
 */
export type HolidaySource = "market-facts" | "nse-circular";

export interface NseHoliday {
  date: IsoDate;
  name: string;
  source: HolidaySource;
}

/**
 * NSE trading holidays of the equity derivatives segment on weekdays (weekends are closed anyway).
 * Data, not rules: extend it each December when NSE publishes the next year's circular. Special
 * sessions (Muhurat trading, a Budget-day weekend session) are not listed: the product's order
 * window does not open for them.
 */
export const NSE_HOLIDAYS: readonly NseHoliday[] = [
  { date: "2025-02-26", name: "Mahashivratri", source: "nse-circular" },
  { date: "2025-03-14", name: "Holi", source: "nse-circular" },
  { date: "2025-03-31", name: "Id-Ul-Fitr (Ramadan Eid)", source: "nse-circular" },
  { date: "2025-04-10", name: "Shri Mahavir Jayanti", source: "nse-circular" },
  { date: "2025-04-14", name: "Dr. Baba Saheb Ambedkar Jayanti", source: "nse-circular" },
  { date: "2025-04-18", name: "Good Friday", source: "nse-circular" },
  { date: "2025-05-01", name: "Maharashtra Day", source: "nse-circular" },
  { date: "2025-08-15", name: "Independence Day", source: "nse-circular" },
  { date: "2025-08-27", name: "Ganesh Chaturthi", source: "nse-circular" },
  { date: "2025-10-02", name: "Mahatma Gandhi Jayanti / Dussehra", source: "nse-circular" },
  { date: "2025-10-21", name: "Diwali Laxmi Pujan", source: "nse-circular" },
  { date: "2025-10-22", name: "Diwali Balipratipada", source: "nse-circular" },
  { date: "2025-11-05", name: "Prakash Gurpurb Sri Guru Nanak Dev", source: "nse-circular" },
  { date: "2025-12-25", name: "Christmas", source: "nse-circular" },
  {
    date: "2026-01-15",
    name: "Municipal Corporation Election, Maharashtra",
    source: "nse-circular",
  },
  { date: "2026-01-26", name: "Republic Day", source: "nse-circular" },
  { date: "2026-03-03", name: "Holi", source: "market-facts" },
  { date: "2026-03-26", name: "Shri Ram Navami", source: "nse-circular" },
  { date: "2026-03-31", name: "Shri Mahavir Jayanti", source: "market-facts" },
  { date: "2026-04-03", name: "Good Friday", source: "nse-circular" },
  { date: "2026-04-14", name: "Dr. Baba Saheb Ambedkar Jayanti", source: "market-facts" },
  { date: "2026-05-01", name: "Maharashtra Day", source: "nse-circular" },
  { date: "2026-05-28", name: "Bakri Id", source: "nse-circular" },
  { date: "2026-06-26", name: "Muharram", source: "nse-circular" },
  { date: "2026-09-14", name: "Ganesh Chaturthi", source: "nse-circular" },
  { date: "2026-10-02", name: "Mahatma Gandhi Jayanti", source: "nse-circular" },
  { date: "2026-10-20", name: "Dussehra", source: "market-facts" },
  { date: "2026-11-10", name: "Diwali Balipratipada", source: "market-facts" },
  { date: "2026-11-24", name: "Prakash Gurpurb Sri Guru Nanak Dev", source: "market-facts" },
  { date: "2026-12-25", name: "Christmas", source: "nse-circular" },
];

/** Calendar years the list covers in full. Outside them only weekends are known closures. */
export const NSE_HOLIDAY_YEARS: readonly number[] = [2025, 2026];

const BY_DATE = new Map(NSE_HOLIDAYS.map((holiday) => [holiday.date, holiday]));

/** The NSE holiday on `date`, if there is one in the list. */
export function nseHolidayOn(date: IsoDate): NseHoliday | undefined {
  return BY_DATE.get(date);
}

/** Whether the holiday list covers `date`'s year; when not, answers below may miss a holiday. */
export function holidayListCovers(date: IsoDate): boolean {
  return NSE_HOLIDAY_YEARS.includes(Number(date.slice(0, 4)));
}

/** A trading day is a weekday that is not an NSE holiday. */
export function isTradingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !BY_DATE.has(date);
}
