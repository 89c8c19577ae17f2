import { IST_OFFSET_MINUTES } from "../../../../lib/market/india-time";

/*
 * Alice Blue writes times as India time, in more than one form: the docs' samples leave the
 * order book's orderTime empty and show other forms elsewhere. Each form seen is read here.
 */

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** The forms the broker writes a date and time in, each read as [year, month, day, time]. */
const TIME_FORMS: readonly ((text: string) => [string, string, string, string] | undefined)[] = [
  // "26-05-2025 14:27:43": the v2 books' times as live answers carry them (OpenAlgo's
  // order_data.py parses fillTimestamp/orderTime "04-03-2026 15:21:01" so; StockSharp's
  // AliceBlue connector reads this form too).
  (text) => {
    const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(text);
    return m ? [m[3]!, m[2]!, m[1]!, m[4]!] : undefined;
  },
  // "2025-05-26 14:27:43": the trade book's sample (04-orders-management.md).
  (text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text);
    return m ? [m[1]!, m[2]!, m[3]!, m[4]!] : undefined;
  },
  // "17:21:21 26-05-2025": the GTT book's and conversion's samples.
  (text) => {
    const m = /^(\d{2}:\d{2}:\d{2}) (\d{2})-(\d{2})-(\d{4})$/.exec(text);
    return m ? [m[4]!, m[3]!, m[2]!, m[1]!] : undefined;
  },
  // "26-May-2025 11:42:10": requestTime in the place and cancel answers.
  (text) => {
    const m = /^(\d{2})-([A-Za-z]{3})-(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(text);
    const month = m ? MONTHS.indexOf(m[2]!.toUpperCase()) + 1 : 0;
    return m && month > 0 ? [m[3]!, String(month).padStart(2, "0"), m[1]!, m[4]!] : undefined;
  },
];

/** A time the broker wrote (India time, in any of its forms) as an instant, or undefined. */
export function instantOfBrokerTime(text: string | null | undefined): Date | undefined {
  const trimmed = text?.trim() ?? "";
  for (const form of TIME_FORMS) {
    const parts = form(trimmed);
    if (!parts) continue;
    const [year, month, day, time] = parts;
    const utc = Date.parse(`${year}-${month}-${day}T${time}Z`);
    if (Number.isNaN(utc)) return undefined;
    const instant = new Date(utc - IST_OFFSET_MINUTES * 60_000);
    // Date.parse rolls "31-02" over to March: such a date is not one the broker meant.
    const back = new Date(utc);
    return back.getUTCDate() === Number(day) ? instant : undefined;
  }
  return undefined;
}
