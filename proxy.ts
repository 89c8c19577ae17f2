import { NextResponse, type NextRequest } from "next/server";
import { sessionSecretFromEnv } from "./lib/env/session-secret";
import { LOGIN_INITIATE_HANDLER_PATH } from "./lib/login/hand-off-form";
import { SESSION_COOKIE } from "./lib/product";
import {
  isOfflineReadablePage,
  OFFLINE_CACHE_HEADER,
  OFFLINE_CACHE_PUBLIC,
} from "./lib/pwa/offline-pages";
import { decideAccess } from "./lib/routing/access-decision";
import { deviceClassFromHeaders } from "./lib/routing/device-class";
import { routePath } from "./lib/routing/routes";
import { verifySessionToken } from "./lib/session/session-token";

const sessionSecret = sessionSecretFromEnv(process.env);

// Every page request passes the route table's rules (lib/routing/access-decision.ts); the rules
// live there so they are tested without a server.
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // The login hand-off form is POSTed to /login/initiate, a page, which cannot read a body: its
  // route handler takes it (docs/login.md).
  if (request.method === "POST" && request.nextUrl.pathname === routePath("loginInitiate")) {
    const handler = new URL(LOGIN_INITIATE_HANDLER_PATH + request.nextUrl.search, request.url);
    return NextResponse.rewrite(handler);
  }
  const session = await verifySessionToken(
    request.cookies.get(SESSION_COOKIE)?.value,
    sessionSecret,
    new Date(),
  );
  const decision = decideAccess({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    session: session.status,
    device: deviceClassFromHeaders(request.headers),
  });

  const response =
    decision.action === "redirect"
      ? NextResponse.redirect(new URL(decision.location, request.url), 307)
      : NextResponse.next();
  if (decision.clearSession) response.cookies.delete(SESSION_COOKIE);
  // A visitor's public page may be kept by the service worker for offline reading; a page
  // answered to a session never is (lib/pwa/offline-pages.ts).
  if (
    decision.action === "continue" &&
    session.status !== "valid" &&
    isOfflineReadablePage(request.nextUrl.pathname)
  ) {
    response.headers.set(OFFLINE_CACHE_HEADER, OFFLINE_CACHE_PUBLIC);
  }
  // The answer depends on the device and the session, so shared caches must keep them apart.
  response.headers.set("Vary", "Cookie, User-Agent, Sec-CH-UA-Mobile");
  return response;
}

export const config = {
  // Pages only: not route handlers (the service worker's too), the analytics tunnel
  // (lib/analytics/posthog-tunnel.ts), Next's assets, or files in public/.
  matcher: [
    "/((?!api/|_next/|serwist/|rly/|brokers/|icons/|favicon.ico|manifest.webmanifest|robots.txt|sitemap.xml).*)",
  ],
};
