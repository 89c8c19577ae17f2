import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { loginAnswer } from "@/api-clients/bridge/login-answer";
import { verifyLoginAtBridge } from "@/api-clients/bridge/login-verify";
import { finishLogin, type VerifyLoginReply } from "@/lib/login/finish-login";
import { REDIRECT_URL_COOKIE } from "@/lib/login/hand-off-form";
import { LOGIN_STATE_COOKIE } from "@/lib/login/login-cookies";
import { applyCookieWrites } from "../cookie-writes";

/** The /login/verify page's query, as the broker sent it back. */
const verifyBodySchema = z.object({ query: z.record(z.string(), z.string().max(4096)) });

// POST /api/login/verify {query}: the 'Verifying Login' page's one call. Checks the state, has
// the bridge exchange the broker's token, sets the session cookie and says where to go.
export async function POST(request: NextRequest): Promise<NextResponse<VerifyLoginReply>> {
  const body = verifyBodySchema.safeParse(await request.json().catch(() => null));
  const finished = await finishLogin(
    {
      query: body.success ? body.data.query : {},
      heldState: request.cookies.get(LOGIN_STATE_COOKIE)?.value ?? null,
      savedRedirect: request.cookies.get(REDIRECT_URL_COOKIE)?.value ?? null,
    },
    {
      verify: async (call) => {
        const answer = await loginAnswer(verifyLoginAtBridge(call));
        if (!answer.ok) return answer;
        const { token, expires_in, user_type } = answer.value;
        return { ok: true, value: { token, expiresIn: expires_in, userType: user_type } };
      },
    },
  );
  const response = NextResponse.json<VerifyLoginReply>(
    finished.ok ? { ok: true, location: finished.location } : { ok: false, kind: finished.kind },
    { headers: { "Cache-Control": "no-store" } },
  );
  applyCookieWrites(response, finished.cookies);
  return response;
}
