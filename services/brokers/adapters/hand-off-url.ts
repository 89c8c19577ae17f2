/** The query parameters of a login hand-off, in the order the broker's docs list them. */
export type HandOffParams = Readonly<Record<string, string>>;

/**
 * `base` with `params` appended to its query, each name and value percent-encoded (form encoding,
 * as `URLSearchParams` writes it), so a redirect URL that has its own query string survives intact.
 */
export function handOffUrl(base: string, params: HandOffParams): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  return url.toString();
}

/**
 * Throws unless `redirectUrl` is an absolute http(s) URL: a relative or malformed one is a bug in
 * the caller, and a broker would only fail later with a less helpful page.
 */
export function assertRedirectUrl(redirectUrl: string): void {
  let protocol: string;
  try {
    protocol = new URL(redirectUrl).protocol;
  } catch {
    throw new TypeError(`redirectUrl must be an absolute URL, got "${redirectUrl}"`);
  }
  if (protocol !== "https:" && protocol !== "http:") {
    throw new TypeError(`redirectUrl must be an http(s) URL, got "${redirectUrl}"`);
  }
}
