/**
 * A value made on first use, then kept. For Intl formatters: making one loads the locale's data,
 * tens of milliseconds on a phone at page load, often for a page that formats nothing yet.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
