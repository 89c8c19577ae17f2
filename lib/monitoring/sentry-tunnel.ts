import { scrubSecrets } from "./scrub-secrets";
import { parseSentryDsn, type SentryDsn } from "./sentry-dsn";

/** What the tunnel answers the browser. */
export interface TunnelAnswer {
  status: number;
  body: string;
}

/** The envelope's header: its first line, JSON, naming the DSN it is for. */
function envelopeDsn(envelope: string): string | undefined {
  const end = envelope.indexOf("\n");
  const header = end === -1 ? envelope : envelope.slice(0, end);
  try {
    const parsed = JSON.parse(header) as { dsn?: unknown };
    return typeof parsed.dsn === "string" ? parsed.dsn : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The same-origin tunnel for the browser's error reports (spec §7): an envelope is forwarded
 * only to our own Sentry project (never an open relay to any DSN a page names), with every
 * secret scrubbed once more on the way (the browser scrubs first; a report that slipped past it
 * still never leaves with a token).
 */
export async function forwardEnvelope(
  envelope: string,
  ours: SentryDsn,
  send: typeof fetch = fetch,
): Promise<TunnelAnswer> {
  const named = envelopeDsn(envelope);
  if (!named) return { status: 400, body: "Not a Sentry envelope" };
  let target: SentryDsn;
  try {
    target = parseSentryDsn(named);
  } catch {
    return { status: 400, body: "Not a Sentry envelope" };
  }
  if (target.host !== ours.host || target.projectId !== ours.projectId) {
    return { status: 403, body: "Not this app's project" };
  }
  try {
    const upstream = await send(ours.envelopeUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-sentry-envelope" },
      body: scrubSecrets(envelope),
      signal: AbortSignal.timeout(5_000),
    });
    return { status: upstream.status, body: await upstream.text() };
  } catch {
    return { status: 502, body: "Sentry did not answer" };
  }
}
