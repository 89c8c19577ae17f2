/** JSON text's value, or undefined when it is not JSON: for a schema to refuse afterwards. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
