import { loginErrorKindForStatus } from "@/lib/login/login-errors";
import type { BridgeAnswer } from "@/lib/login/start-login";
import { ApiError, ApiStatusError } from "../errors";

/**
 * A bridge login call as the login steps take it: its value, or the kind of failure to show.
 * Anything that is not an API error is a bug and is rethrown.
 */
export async function loginAnswer<T>(call: Promise<T>): Promise<BridgeAnswer<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error instanceof ApiStatusError ? error.status : null;
    if (status === null || status >= 500) console.error(`[login] ${error.message}`);
    return { ok: false, kind: loginErrorKindForStatus(status) };
  }
}
