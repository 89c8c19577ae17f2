import { parseRupees } from "../../../lib/money/parse-rupees";
import type { Paise } from "../../../lib/money/paise";
import { BrokerError } from "../broker";

/**
 * A rupee amount a broker sent (a number or a decimal string), exactly in paise. One that is not
 * a number is an answer we cannot read (BAD_RESPONSE), a BrokerError every caller's fallback
 * knows, never a parse error escaping from the middle of a send.
 */
export function brokerAmount(brokerName: string, amount: number | string): Paise {
  try {
    return parseRupees(amount);
  } catch {
    throw new BrokerError("BAD_RESPONSE", `${brokerName} sent an amount we cannot read: ${amount}`);
  }
}
