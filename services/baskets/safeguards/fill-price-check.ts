import { sql, type SQL } from "drizzle-orm";
import { formatRupees } from "../../../lib/money/format-rupees";
import type { Paise } from "../../../lib/money/paise";
import { IMPLAUSIBLE_PRICE_RATIO } from "../../../lib/market/price-sanity";

/**
 * implausiblePrice's rule (lib/market/price-sanity.ts) for a fill against the leg's quote at the
 * send, in SQL: a write that must never store such a fill (basket-store.ts).
 */
export function implausibleFillSql(fill: SQL, quote: SQL): SQL {
  const ratio = sql.raw(String(IMPLAUSIBLE_PRICE_RATIO));
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
