import type { SandboxSpec } from "../sandbox-spec";

/** What a trader types on each field of a broker's login page. */
function filledForm(spec: SandboxSpec, clientId: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const field of spec.login.fields) {
    form.set(
      field.name,
      field.name === "clientId" ? clientId : field.type === "otp" ? "123456" : "secret",
    );
  }
  return form;
}

/** The sandbox's login page as the browser loads it, and where its form sends the trader back. */
export interface SandboxHandOff {
  status: number;
  html: string;
  /** The broker's redirect to the web app's /login/verify, with its query. */
  back: URL;
}

/**
 * A trader's login at a sandbox's own page, as the browser follows it: the page loaded, the form
 * posted with every field filled, and the broker's redirect back (the 303's Location).
 */
export async function sandboxHandOff(
  loginUrl: string,
  spec: SandboxSpec,
  clientId: string,
): Promise<SandboxHandOff> {
  const page = await fetch(loginUrl);
  const html = await page.text();
  const posted = await fetch(loginUrl, {
    method: "POST",
    body: filledForm(spec, clientId),
    redirect: "manual",
  });
  const location = posted.headers.get("location");
  if (posted.status !== 303 || !location) {
    throw new Error(`The ${spec.code} sandbox answered its login with ${posted.status}`);
  }
  return { status: page.status, html, back: new URL(location) };
}

/**
 * What the web app's callback sends the bridge for a broker's redirect (app/api/login/verify):
 * the whole query but `broker`, with the request token where the broker names it so.
 */
export function verifyBodyOf(back: URL): { request_token: string; params: Record<string, string> } {
  const params = Object.fromEntries([...back.searchParams].filter(([name]) => name !== "broker"));
  const { request_token: requestToken = "", ...rest } = params;
  return { request_token: requestToken, params: rest };
}
