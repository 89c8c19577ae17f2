import { divideRounded } from "./rounding";

/**
 * Money as a whole number of paise (₹1 = 100 paise) held in a JavaScript number.
 *
 * Why a safe integer and not bigint: amounts travel through JSON, React props and Intl, none of
 * which take bigint comfortably, and Number.MAX_SAFE_INTEGER paise is ₹90 lakh crore, far beyond
 * any basket. Integers below 2^53 add, subtract and multiply by a quantity exactly; every
 * operation here checks the result is still a safe integer and throws otherwise. Only rate
 * multiplication goes through bigint (see apply-rate.ts), where the intermediate product can
 * exceed 2^53 before it is divided back down.
 */
export type Paise = number & { readonly __unit: "paise" };

export const PAISE_PER_RUPEE = 100;

export const ZERO_PAISE = 0 as Paise;

/** Wraps an integer count of paise; throws on fractions, NaN and unsafe magnitudes. */
export function paise(count: number | bigint): Paise {
  const value = typeof count === "bigint" ? Number(count) : count;
  if (!Number.isSafeInteger(value) || (typeof count === "bigint" && BigInt(value) !== count)) {
    throw new RangeError(`Not a safe whole number of paise: ${String(count)}`);
  }
  return (value === 0 ? 0 : value) as Paise; // no −0
}

/** A whole-rupee amount (e.g. a fee from the broker catalogue) in paise: rupees × 100. */
export function wholeRupees(rupees: number): Paise {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Not whole rupees: ${rupees}`);
  return paise(rupees * PAISE_PER_RUPEE);
}

/** a + b. */
export function addPaise(a: Paise, b: Paise): Paise {
  return paise(a + b);
}

/** a − b. */
export function subtractPaise(a: Paise, b: Paise): Paise {
  return paise(a - b);
}

/** −a. */
export function negatePaise(a: Paise): Paise {
  return paise(-a);
}

/** Σ amounts (0 for none). */
export function sumPaise(amounts: Iterable<Paise>): Paise {
  let total = ZERO_PAISE;
  for (const amount of amounts) total = addPaise(total, amount);
  return total;
}

/** price × quantity for a whole-number quantity (lots × lot size), e.g. ₹123.45 × 65 = ₹8,024.25. */
export function multiplyPaise(price: Paise, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return paise(price * quantity);
}

/**
 * The price per unit of `value` paid for `quantity` units, to the paisa (half-even): an average
 * price as the brokers report an order's, and as a contract note charges it.
 */
export function averagePaise(value: Paise | bigint, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`Not a quantity to average over: ${quantity}`);
  }
  return paise(divideRounded(BigInt(value), BigInt(quantity), "half-even"));
}

/** −1, 0 or 1 as a is less than, equal to or greater than b (usable as a sort comparator). */
export function comparePaise(a: Paise, b: Paise): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
