import { addDays, type IsoDate } from "./calendar-date";
import { isTradingDay } from "./holidays";

/** No run of closed days (weekends plus holidays) comes near this; it only bounds the search. */
const MAX_CLOSED_RUN = 14;

function stepToTradingDay(from: IsoDate, step: 1 | -1): IsoDate {
  let date = from;
  for (let i = 0; i <= MAX_CLOSED_RUN; i += 1) {
    if (isTradingDay(date)) return date;
    date = addDays(date, step);
  }
  throw new RangeError(`No trading day within ${MAX_CLOSED_RUN} days of ${from}`);
}

/** `date` itself when it is a trading day, otherwise the closest earlier trading day. */
export function tradingDayOnOrBefore(date: IsoDate): IsoDate {
  return stepToTradingDay(date, -1);
}

/** `date` itself when it is a trading day, otherwise the closest later trading day. */
export function tradingDayOnOrAfter(date: IsoDate): IsoDate {
  return stepToTradingDay(date, 1);
}
