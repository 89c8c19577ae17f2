import { parseSentryDsn } from "@/lib/monitoring/sentry-dsn";
import { forwardEnvelope } from "@/lib/monitoring/sentry-tunnel";
import { NO_STORE } from "../_session/request-session";

// Per request: the body is the browser's report.
export const dynamic = "force-dynamic";

const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN;
const ours = DSN ? parseSentryDsn(DSN) : null;

// POST /api/monitoring: the browser's Sentry envelopes, forwarded to our project only, secrets
// scrubbed (lib/monitoring/sentry-tunnel.ts). Without a DSN, error reporting is off: 404.
// Under /api/, so the page proxy's session checks never see it.
export async function POST(request: Request): Promise<Response> {
  if (!ours) return new Response("Error reporting is off", { status: 404, headers: NO_STORE });
  const answer = await forwardEnvelope(await request.text(), ours);
  return new Response(answer.body, { status: answer.status, headers: NO_STORE });
}
