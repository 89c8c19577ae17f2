import * as z from "../validation/zod";

/**
 * The response headers both the web app and the services send, from one place. The session
 * token is readable by page scripts by the spec's design (a polled cookie, a Bearer header), so
 * what keeps a trader's account safe is that no one else's script runs or frames our pages.
 */
export interface SecurityHeaderOptions {
  /**
   * Origins allowed to frame the app: the broker webviews that embed it (spec §6). Always
   * includes 'self'; set with FRAME_ANCESTORS (space-separated origins, docs/security.md).
   */
  frameAncestors: readonly string[];
  /** What the answer is: a page of the web app, or JSON of a service (nothing to render). */
  kind: "page" | "api";
}

// Browser features the product never asks for; a script injected despite everything gets none.
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "xr-spatial-tracking",
] as const;

// One year, as HSTS preload lists ask. Browsers ignore the header on plain HTTP (RFC 6797 §8.1),
// so sending it everywhere only takes effect where the app is served over HTTPS.
const HSTS = "max-age=31536000; includeSubDomains";

const originSchema = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((url: string) => new URL(url).origin),
);

/** FRAME_ANCESTORS: space-separated http(s) origins; a bad entry is a start-up error, named. */
export function parseFrameAncestors(value: string | undefined): string[] {
  const entries = (value ?? "").split(/\s+/).filter(Boolean);
  return entries.map((entry) => {
    const parsed = originSchema.safeParse(entry);
    if (!parsed.success) throw new Error(`FRAME_ANCESTORS: '${entry}' is not an http(s) origin`);
    return parsed.data;
  });
}

export function securityHeaders({
  frameAncestors,
  kind,
}: SecurityHeaderOptions): Record<string, string> {
  const ancestors = kind === "api" ? "'none'" : ["'self'", ...frameAncestors].join(" ");
  // Pages: the framing rule here; their script policy is set per request (docs/security.md).
  // JSON answers render nothing, so they may load and be framed by nothing.
  const policy =
    kind === "api"
      ? `default-src 'none'; frame-ancestors ${ancestors}`
      : `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'self'`;
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Strict-Transport-Security": HSTS,
  };
}
