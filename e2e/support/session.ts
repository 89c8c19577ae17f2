import type { BrowserContext } from "@playwright/test";
import { SESSION_COOKIE, TEST_BROKER_CODE } from "../../lib/product";
import { signSessionToken } from "../../lib/session/session-token";
import { E2E_SESSION_SECRET, E2E_WEB_URL } from "./environment";

/** Log the context in as a test-broker client by giving it a session cookie the app will verify. */
export async function logIn(context: BrowserContext, token?: string): Promise<void> {
  const value =
    token ??
    (await signSessionToken(
      { sub: "e2e-user", broker: TEST_BROKER_CODE, clientId: "E2E001" },
      E2E_SESSION_SECRET,
    ));
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: E2E_WEB_URL, secure: true, sameSite: "Lax" },
  ]);
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(E2E_WEB_URL)).find((c) => c.name === SESSION_COOKIE);
}
