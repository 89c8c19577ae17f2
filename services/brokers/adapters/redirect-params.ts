import { BrokerError } from "../broker";

/**
 * The first non-empty value among `names` in the broker's redirect query. Several names are
 * accepted where the broker's docs do not name the parameter or spell it in two cases.
 */
export function redirectParam(
  query: URLSearchParams,
  names: readonly string[],
): string | undefined {
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Like `redirectParam`, but a missing value is an INVALID_TOKEN error naming the parameter. */
export function requireRedirectParam(
  query: URLSearchParams,
  names: readonly string[],
  brokerName: string,
): string {
  const value = redirectParam(query, names);
  if (value === undefined) {
    throw new BrokerError(
      "INVALID_TOKEN",
      `${brokerName}'s login redirect carried no ${names.join(" or ")}`,
    );
  }
  return value;
}

/** Drops the entries whose value is undefined, so optional redirect values stay optional. */
export function definedParams(
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}
