/**
 * The push services browsers subscribe with. A subscription's endpoint is a URL the services will
 * POST to, so only these hosts (over https) are taken: a trader cannot point our server at
 * anything else. WEB_PUSH_EXTRA_ORIGINS adds origins (the journeys' local fake push service).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Samsung Internet
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows
  /^web\.push\.apple\.com$/, // Safari
];

/** Whether the services may send to `endpoint`: a known push service's, or an extra origin's. */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
