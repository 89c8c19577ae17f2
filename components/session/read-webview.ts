import "server-only";
import { cookies } from "next/headers";
import { isWebviewLoginSource, LOGIN_SOURCE_COOKIE } from "@/lib/session/login-source";

/** Whether this request comes from the broker's webview (docs/webview.md), for server pages. */
export async function readWebviewOnServer(): Promise<boolean> {
  return isWebviewLoginSource((await cookies()).get(LOGIN_SOURCE_COOKIE)?.value);
}
