/** A Sentry DSN, read: where its events are ingested. */
export interface SentryDsn {
  /** The DSN as configured. */
  dsn: string;
  host: string;
  projectId: string;
  /** Where an envelope for this project is posted. */
  envelopeUrl: string;
}

/**
 * Reads `https://<public key>@<host>[/<path>]/<project id>` (Sentry's DSN format). A DSN that
 * does not parse is a configuration error: thrown, so a deploy with a typo fails at start.
 */
export function parseSentryDsn(dsn: string): SentryDsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error("SENTRY_DSN is not a URL");
  }
  const parts = url.pathname.split("/").filter(Boolean);
  const projectId = parts.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) {
    throw new Error("SENTRY_DSN must look like https://<key>@<host>/<project id>");
  }
  const prefix = parts.length ? `/${parts.join("/")}` : "";
  return {
    dsn,
    host: url.host,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
}

/** Where the browser posts its reports: same origin, under /api/ (app/api/monitoring). */
export const MONITORING_TUNNEL_PATH = "/api/monitoring";
