import { sql, type SQL } from "drizzle-orm";
import { formatRupees } from "../../lib/money/format-rupees";
import type { Paise } from "../../lib/money/paise";

/**
 * A fill this many times the leg's quote at the send, or this many times under it, is no
 * market's move between a send and its fill: it is a price read in the wrong unit (paise read as
 * rupees is 100×; rupees read as paise, 1/100). An option quoted at ₹0.05 that fills at ₹2.50
 * within the seconds of a market order would be one; none has.
 */
export const IMPLAUSIBLE_FILL_RATIO = 50;

/** Whether a fill price cannot be the market's, against the leg's quote at the send. */
export function implausibleFill(fill: Paise | null, quote: Paise | null): boolean {
  if (fill === null || quote === null || fill <= 0 || quote <= 0) return false;
  return fill >= quote * IMPLAUSIBLE_FILL_RATIO || fill * IMPLAUSIBLE_FILL_RATIO <= quote;
}

/** The same rule in SQL, for a write that must never store such a fill (basket-store.ts). */
export function implausibleFillSql(fill: SQL, quote: SQL): SQL {
  const ratio = sql.raw(String(IMPLAUSIBLE_FILL_RATIO));
  const wild = sql`(${fill} >= ${quote} * ${ratio} or ${fill} * ${ratio} <= ${quote})`;
  // A null fill or quote is no sign either way (the plain rule's first line): false, not null.
  return sql`coalesce(${fill} > 0 and ${quote} > 0 and ${wild}, false)`;
}

/** Why a broker's orders stop: what its fill said against what its quote did. */
export function implausibleFillReason(brokerName: string, fill: Paise, quote: Paise): string {
  return (
    `${brokerName} reported a fill at ${formatRupees(fill)} for a contract quoted at ` +
    `${formatRupees(quote)} when the order was sent: its prices are not being read in the ` +
    `right unit`
  );
}
