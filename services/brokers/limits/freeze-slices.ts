/**
 * Splits an order's `quantity` into slices the exchange accepts, largest first: each slice is a
 * lot multiple no bigger than the freeze quantity, so all but the last are the largest such,
 * floor(freeze / lot) × lot (NIFTY, lot 65, freeze 1,800: 1,755). A quantity within the freeze
 * quantity, or one that is not a lot multiple (slicing cannot mend it; the broker's rejection
 * says why), is one slice.
 */
export function freezeSlices(quantity: number, lotSize: number, freezeQuantity: number): number[] {
  if (!(lotSize > 0) || !(freezeQuantity >= lotSize)) {
    throw new RangeError(`No slice fits: lot ${lotSize}, freeze quantity ${freezeQuantity}`);
  }
  if (quantity <= freezeQuantity || quantity % lotSize !== 0) return [quantity];
  const largest = Math.floor(freezeQuantity / lotSize) * lotSize;
  const slices: number[] = [];
  for (let left = quantity; left > 0; left -= largest) slices.push(Math.min(left, largest));
  return slices;
}

/**
 * The idempotency key of slice `index` (0-based) of `count`: the order's own key when it is not
 * sliced, else `${key}:1`, `${key}:2`, …, so a retry of the whole order re-sends the same slices
 * and the broker answers each with the order it already has.
 */
export function sliceKey(key: string, index: number, count: number): string {
  return count === 1 ? key : `${key}:${index + 1}`;
}
