/** A token tree as Chakra's configs hold it: groups of groups down to `{ value }` leaves. */
export type TokenTree = { [name: string]: TokenTree | { value: unknown } };

function isLeaf(node: TokenTree | { value: unknown }): node is { value: unknown } {
  return "value" in node;
}

/** The value a conditional token (`{ _light, _dark }`) takes in dark mode; others as they are. */
function darkValue(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("_dark" in value)) return value;
  return (value as { _dark: unknown })._dark;
}

/**
 * The tree with each light/dark pair replaced by its dark value. The app is dark only, so the
 * light half is dead weight: Chakra would resolve it, emit a second set of CSS variables and
 * condition selectors for it, all at start-up in the browser (createSystem).
 */
export function darkOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree as TokenTree).map(([name, node]) => [
      name,
      isLeaf(node) ? { ...node, value: darkValue(node.value) } : darkOnly(node),
    ]),
  ) as T;
}
