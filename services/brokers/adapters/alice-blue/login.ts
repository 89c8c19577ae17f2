import { BrokerError, type BrokerLogin } from "../../broker";
import type { AliceBlueApi } from "./api";
import { ALICE_BLUE_NAME, describeAliceBlueError } from "./errors";
import { ALICE_BLUE_PATHS, profileResponseSchema, sessionResponseSchema } from "./wire";

/**
 * The token exchange (02-authentication.md): getUserDetails with the checkSum answers the
 * `userSession`; the profile (08-profile.md) then names the client. A refused exchange (an auth
 * code used twice or too late, an app not approved) is INVALID_TOKEN with the broker's reason,
 * which /login/verify shows with 'Try again'.
 */
export async function exchangeAliceBlueSession(
  api: AliceBlueApi,
  userId: string,
  body: unknown,
): Promise<BrokerLogin> {
  const answer = await api.http.request({
    method: "POST",
    path: ALICE_BLUE_PATHS.session,
    json: body,
    schema: sessionResponseSchema,
    // There is no session yet: a 401/403 here is a refused login, not an expired session.
    sessionExpiredStatuses: [],
  });
  if (answer.stat.toLowerCase() !== "ok" || !answer.userSession) {
    throw new BrokerError(
      "INVALID_TOKEN",
      `${ALICE_BLUE_NAME} refused the login: ${describeAliceBlueError(answer.emsg)}. Try again.`,
    );
  }
  const accessToken = answer.userSession;
  const [profile] = await api.rows(
    { clientId: answer.clientId ?? userId, accessToken },
    { method: "GET", path: ALICE_BLUE_PATHS.profile, schema: profileResponseSchema },
  );
  const clientId = profile?.clientId ?? answer.clientId ?? userId;
  return {
    client: { clientId, name: profile?.clientName ?? null, email: null, phone: null },
    session: { clientId, accessToken },
  };
}
