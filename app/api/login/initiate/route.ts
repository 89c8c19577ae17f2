import { NextResponse, type NextRequest } from "next/server";
import { fetchLoginUrl } from "@/api-clients/bridge/login-url";
import { loginAnswer } from "@/api-clients/bridge/login-answer";
import { BROKER_PARAM } from "@/lib/login/hand-off-form";
import { startLogin } from "@/lib/login/start-login";
import { applyCookieWrites } from "../cookie-writes";

// POST /login/initiate (proxy.ts rewrites it here; a page cannot take a POST body): the login
// hand-off form. Keeps its values as cookies, binds a state, and 303s to the broker's login page.
export async function POST(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => new FormData());
  const step = await startLogin(
    {
      brokerCode: request.nextUrl.searchParams.get(BROKER_PARAM),
      form: Object.fromEntries(form),
      origin: request.nextUrl.origin,
    },
    { loginUrl: (query) => loginAnswer(fetchLoginUrl(query)) },
  );
  const response = NextResponse.redirect(new URL(step.location, request.nextUrl.origin), 303);
  applyCookieWrites(response, step.cookies);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
