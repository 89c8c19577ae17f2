import { scrubReport } from "./scrub-secrets";

/**
 * What every Sentry client of ours (browser, Next's server, the services) is started with: no
 * personal data collected (Sentry 11's `dataCollection` replaces `sendDefaultPii`: no user info,
 * cookies, headers, bodies or query strings), no tracing, and every event and breadcrumb
 * scrubbed of tokens before it is sent (scrub-secrets.ts).
 */
export function privateSentryOptions(dsn: string, release: string | undefined) {
  return {
    dsn,
    release,
    tracesSampleRate: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: <T>(event: T): T => scrubReport(event),
    beforeBreadcrumb: <T>(breadcrumb: T): T => scrubReport(breadcrumb),
  };
}
