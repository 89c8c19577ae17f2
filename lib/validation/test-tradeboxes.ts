/** Spec §5: tradeboxes whose name contains this word, in any case, are test data. */
export const TEST_TRADEBOX_MARKER = "test";

/** Whether a tradebox is a test one: its name contains 'test', case-insensitive. */
export function isTestTradebox({ name }: { name: string }): boolean {
  return name.toLowerCase().includes(TEST_TRADEBOX_MARKER);
}

/** Spec §5: the list without its test tradeboxes (dropped on the client). */
export function dropTestTradeboxes<T extends { name: string }>(tradeboxes: readonly T[]): T[] {
  return tradeboxes.filter((tradebox) => !isTestTradebox(tradebox));
}
