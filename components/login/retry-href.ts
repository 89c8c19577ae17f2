import "server-only";
import { cookies } from "next/headers";
import { REDIRECT_URL_COOKIE } from "@/lib/login/hand-off-form";
import { usableRedirect } from "@/lib/login/login-redirect";
import { loginPathFor } from "@/lib/routing/redirect-path";

/** 'Try again' goes back to /login, still remembering the page the login was for. */
export async function loginRetryHref(): Promise<string> {
  const saved = usableRedirect((await cookies()).get(REDIRECT_URL_COOKIE)?.value);
  return saved ? loginPathFor(saved) : loginPathFor("/");
}
