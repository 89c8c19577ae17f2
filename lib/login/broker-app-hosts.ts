/**
 * Spec §3 `{product}URL`: the host each broker's login hand-off is posted to
 * (`{host}/login/initiate`). Configured per broker at build time in NEXT_PUBLIC_BROKER_APP_URLS,
 * a JSON object of broker code → origin (e.g. `{"aliceblue":"https://aliceblue.example.in"}`,
 * where a broker's own domain serves Strikeline); a broker not named there posts to this
 * deployment itself, so one deployment serves every broker.
 */
export type BrokerAppHosts = Readonly<Record<string, string>>;

/** This deployment: a relative URL. */
export const THIS_DEPLOYMENT = "";

/**
 * Reads the configured hosts: each value an http(s) origin (no path, no trailing slash). A value
 * that is not one fails the build rather than sending traders to a broken address.
 */
export function parseBrokerAppHosts(raw: string | undefined): BrokerAppHosts {
  if (!raw || raw.trim() === "") return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("NEXT_PUBLIC_BROKER_APP_URLS must be a JSON object of broker code → origin");
  }
  const hosts: Record<string, string> = {};
  for (const [code, value] of Object.entries(parsed)) {
    const origin = typeof value === "string" ? originOf(value) : null;
    if (!origin) throw new Error(`NEXT_PUBLIC_BROKER_APP_URLS.${code}: not an http(s) origin`);
    hosts[code] = origin;
  }
  return hosts;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === "/" && !url.search && !url.hash;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** The configured hosts of this build (inlined by Next: read by its literal name). */
export const BROKER_APP_HOSTS = parseBrokerAppHosts(process.env.NEXT_PUBLIC_BROKER_APP_URLS);

/** Where a broker's hand-off is posted: its configured host, else its catalogue record's. */
export function appHostOf(
  broker: { broker: string; appURL: string },
  hosts: BrokerAppHosts = BROKER_APP_HOSTS,
): string {
  return hosts[broker.broker] ?? broker.appURL;
}
