import type { BrowserContext } from "@playwright/test";
import { SESSION_COOKIE } from "../../lib/product";
import { testBrokerSessionToken } from "../../services/testing/test-broker-session";
import { E2E_SERVICES_URL, E2E_WEB_URL } from "./environment";

/**
 * Log the context in: with a token, exactly that cookie (tests of tampered or expired sessions);
 * without, as the services' real trader E2E001 (every nav page reads the trader's profile, and a
 * session for a trader the services do not know is logged out, as spec §8 wants).
 */
export async function logIn(context: BrowserContext, token?: string): Promise<void> {
  if (token === undefined) {
    await logInAsTrader(context, { clientId: "E2E001" });
    return;
  }
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: E2E_WEB_URL, secure: true, sameSite: "Lax" },
  ]);
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(E2E_WEB_URL)).find((c) => c.name === SESSION_COOKIE);
}

/**
 * Log the context in as a real trader of the services: the test broker's login server and the
 * bridge's verify, as the login pages do, so the user exists and every service call succeeds.
 * Returns the session token.
 */
export async function logInAsTrader(
  context: BrowserContext,
  trader: { clientId: string; name?: string },
): Promise<string> {
  const token = await testBrokerSessionToken(
    { services: E2E_SERVICES_URL, web: E2E_WEB_URL },
    { clientId: trader.clientId, name: trader.name ?? "E2E Trader" },
  );
  await logIn(context, token);
  return token;
}
