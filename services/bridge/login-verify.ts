import { z } from "zod";
import { BROKER_CODES } from "../../lib/brokers";
import { SESSION_LIFETIME_SECONDS } from "../../lib/product";
import type { ServerProfile } from "../../lib/profile/server-profile";
import type { UserType } from "../../lib/domain/enums";
import { issueSession, type SessionAuth } from "../auth/session-auth";
import type { BrokerRegistry } from "../brokers/registry";
import { tokenExchangeOf } from "./broker-redirects";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { promoteReturningUser, upsertUser } from "../db/users-repo";
import { serverProfileOf } from "../user-strategy/server-profile-of";

/** POST /bridge/login/verify body: the broker's redirect, as the web app's callback read it. */
export const loginVerifySchema = z
  .object({
    broker: z.enum(BROKER_CODES),
    // Empty when the broker's redirect names its token its own way (authCode, RequestToken, …).
    request_token: z.string().trim().max(4096),
    params: z.record(z.string(), z.string()).optional(),
  })
  .refine((body) => body.request_token !== "" || Object.keys(body.params ?? {}).length > 0, {
    path: ["request_token"],
    error: "is required, unless the broker's own redirect parameters carry its token",
  });
export type LoginVerifyRequest = z.infer<typeof loginVerifySchema>;

export interface LoginVerified {
  token: string;
  expires_in: number;
  user_type: UserType;
  profile: ServerProfile;
}

export interface LoginVerifyDeps {
  db: Db;
  brokers: BrokerRegistry;
  brokerSessions: BrokerSessionStore;
  sessions: SessionAuth;
}

/**
 * The login verify step: exchange the broker's token (a BrokerError propagates), upsert the user
 * by broker + client id, keep the broker session, and sign our 12 h session token.
 *
 * User type rule: a first login creates a NEW_USER and answers NEW_USER (the web app sends them
 * to onboarding); any later login of a NEW_USER makes them EXISTING_USER_ACTIVE. Other types
 * (EXISTING_USER_INACTIVE, EXISTING_USER) are set elsewhere and kept as they are.
 */
export async function verifyLogin(
  { db, brokers, brokerSessions, sessions }: LoginVerifyDeps,
  request: LoginVerifyRequest,
): Promise<LoginVerified> {
  const { client, session } = await brokers[request.broker].exchangeToken(
    tokenExchangeOf(request.broker, request.request_token, request.params),
  );
  const upserted = await upsertUser(db, {
    broker: request.broker,
    clientId: client.clientId,
    name: client.name,
    email: client.email,
    phoneNumber: client.phone,
  });
  const user = upserted.created ? upserted.user : await promoteReturningUser(db, upserted.user);
  await brokerSessions.save(user.id, session.accessToken);
  const token = await issueSession(sessions, {
    sub: user.id,
    broker: user.broker,
    clientId: user.clientId,
    ...(brokers[request.broker].sandbox ? { sandbox: true } : {}),
  });
  return {
    token,
    expires_in: SESSION_LIFETIME_SECONDS,
    user_type: user.userType,
    profile: serverProfileOf(user),
  };
}
