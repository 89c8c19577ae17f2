import { parseRupees } from "../money/parse-rupees";
import { addPaise, subtractPaise, sumPaise, ZERO_PAISE, type Paise } from "../money/paise";
import { chargesFromWire, type ChargesWire } from "./charges-wire";
import { addCharges, type ChargeBreakdown } from "./contract-note";

/** Everything taken out of a gross P&L: the contract notes' charges and the Tradebox fee. */
export interface Costs {
  /** The brokerage and statutory charges; null where the services did not say (older ones). */
  charges: ChargeBreakdown | null;
  /** Tradebox order fees with their GST (spec §9). */
  tradeboxFees: Paise;
  total: Paise;
}

export const NO_COSTS: Costs = { charges: null, tradeboxFees: ZERO_PAISE, total: ZERO_PAISE };

/** A basket's costs from its summary's `charges` and `fees`. */
export function costsOf(basket: { charges?: ChargesWire; fees: number }): Costs {
  const charges = basket.charges ? chargesFromWire(basket.charges) : null;
  const tradeboxFees = parseRupees(basket.fees);
  return { charges, tradeboxFees, total: addPaise(charges?.total ?? ZERO_PAISE, tradeboxFees) };
}

/** Several baskets' costs together; charges are known only if every basket's are. */
export function sumCosts(costs: readonly Costs[]): Costs {
  const known = costs.map((c) => c.charges);
  const charges = known.every((c): c is ChargeBreakdown => c !== null) ? addCharges(known) : null;
  return {
    charges,
    tradeboxFees: sumPaise(costs.map((c) => c.tradeboxFees)),
    total: sumPaise(costs.map((c) => c.total)),
  };
}

/** What the trader made after costs. */
export function netOf(gross: Paise, costs: Costs): Paise {
  return subtractPaise(gross, costs.total);
}
