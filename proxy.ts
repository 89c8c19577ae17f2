import { NextResponse, type NextRequest } from "next/server";
import { sessionSecretFromEnv } from "./lib/env/session-secret";
import { LOGIN_INITIATE_HANDLER_PATH } from "./lib/login/hand-off-form";
import { visitorPageCacheHeaders } from "./lib/page-cache/visitor-page-lifetimes";
import { SESSION_COOKIE } from "./lib/product";
import {
  isOfflineReadablePage,
  OFFLINE_CACHE_HEADER,
  OFFLINE_CACHE_PUBLIC,
} from "./lib/pwa/offline-pages";
import { decideAccess } from "./lib/routing/access-decision";
import { deviceClassFromHeaders } from "./lib/routing/device-class";
import { matchRoute, routePath } from "./lib/routing/routes";
import { isVisitorPagePath, visitorPage } from "./lib/routing/visitor-pages";
import {
  newNonce,
  nonceScriptPolicy,
  SCRIPT_POLICY_HEADER,
} from "./lib/security/script-policy.mjs";
import { parseFrameAncestors, securityHeaders } from "./lib/security/security-headers";
import { verifySessionToken } from "./lib/session/session-token";

const sessionSecret = sessionSecretFromEnv(process.env);
const DEV = process.env.NODE_ENV === "development";
// The framing rules every page gets (next.config.ts sends them too); a page rendered for its
// request gets its script rule in the same header, which replaces next.config's.
const PAGE_POLICY = securityHeaders({
  frameAncestors: parseFrameAncestors(process.env.FRAME_ANCESTORS),
  kind: "page",
})["Content-Security-Policy"];

// A path no page answers: internal paths asked for from outside get the 404 page.
const NOT_A_PAGE = "/not-a-page";

// Every page request passes the route table's rules (lib/routing/access-decision.ts); the rules
// live there so they are tested without a server.
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // The login hand-off form is POSTed to /login/initiate, a page, which cannot read a body: its
  // route handler takes it (docs/login.md).
  if (request.method === "POST" && pathname === routePath("loginInitiate")) {
    return NextResponse.rewrite(new URL(LOGIN_INITIATE_HANDLER_PATH + search, request.url));
  }
  // Each render gets a fresh nonce: Next reads it from the request's policy and puts it on its
  // scripts (docs/security.md).
  const scriptPolicy = nonceScriptPolicy(newNonce(), { dev: DEV });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(SCRIPT_POLICY_HEADER, scriptPolicy);
  const forward = { request: { headers: requestHeaders } };

  if (isVisitorPagePath(pathname)) {
    return withPageHeaders(NextResponse.rewrite(new URL(NOT_A_PAGE, request.url), forward), null);
  }

  const session = await verifySessionToken(
    request.cookies.get(SESSION_COOKIE)?.value,
    sessionSecret,
    new Date(),
  );
  const device = deviceClassFromHeaders(request.headers);
  const decision = decideAccess({ pathname, search, session: session.status, device });
  if (decision.action === "redirect") {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    if (decision.clearSession) response.cookies.delete(SESSION_COOKIE);
    return response;
  }

  const loggedIn = session.status === "valid";
  const match = matchRoute(pathname);
  const visitor = match && !loggedIn ? visitorPage(match, search, device) : null;
  const response = visitor
    ? NextResponse.rewrite(new URL(visitor.path + search, request.url), forward)
    : NextResponse.next(forward);
  if (decision.clearSession) response.cookies.delete(SESSION_COOKIE);
  // A visitor's public page may be kept by the service worker for offline reading; a page
  // answered to a session never is (lib/pwa/offline-pages.ts).
  if (!loggedIn && isOfflineReadablePage(pathname)) {
    response.headers.set(OFFLINE_CACHE_HEADER, OFFLINE_CACHE_PUBLIC);
  }
  // A CDN may keep a visitor's copy; a browser only to revalidate it, so the same URL asked for
  // with a session always reaches this server (lib/page-cache/visitor-page-lifetimes.ts).
  const freshSeconds = visitor?.freshSeconds ?? null;
  if (freshSeconds !== null) {
    for (const [name, value] of Object.entries(visitorPageCacheHeaders(freshSeconds))) {
      response.headers.set(name, value);
    }
  }
  // A cached page's script policy is the one stored with it (lib/page-cache): its HTML carries
  // the nonce of the request that rendered it, not this one's. Paths outside the route table
  // are Next's 404 page and /offline, built once and cached too.
  const renderedForRequest = match !== null && freshSeconds === null;
  return withPageHeaders(response, renderedForRequest ? scriptPolicy : null);
}

/** @param scriptPolicy the script rule of a page rendered for this request; null for cached. */
function withPageHeaders(response: NextResponse, scriptPolicy: string | null): NextResponse {
  if (scriptPolicy) response.headers.set(SCRIPT_POLICY_HEADER, `${PAGE_POLICY}; ${scriptPolicy}`);
  // No Vary here: Next sets a page's Vary itself (its router headers), replacing any. The cache
  // headers say who may keep a copy (visitorPageCacheHeaders).
  return response;
}

export const config = {
  // Pages only: not route handlers (the service worker's too), the analytics tunnel
  // (lib/analytics/posthog-tunnel.ts), Next's assets, or files in public/.
  matcher: [
    "/((?!api/|_next/|serwist/|rly/|brokers/|icons/|favicon.ico|manifest.webmanifest|robots.txt|sitemap.xml).*)",
  ],
};
