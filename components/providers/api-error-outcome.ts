import { ApiError, ApiStatusError, NetworkError, ValidationError } from "@/api-clients/errors";
import type { AppToast } from "@/components/ui/toaster";

/** Spec §8 texts. */
export const LOGGED_OUT_TOAST: AppToast = {
  id: "logged-out",
  type: "info",
  title: "You have been logged out",
};
export const FORBIDDEN_TOAST: AppToast = {
  id: "forbidden",
  type: "info",
  title: "You are not allowed to take this action",
};
/** A response that breaks its contract: the page is out of date with the services. */
export const VALIDATION_TOAST: AppToast = {
  id: "validation-error",
  type: "warning",
  title: "Something went wrong",
  description: "Please refresh the page",
  durationMs: "until-dismissed",
  closable: false,
};
const SERVER_ERROR_TITLE = "Error in the server";
const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

/** What the app does about a failed call. */
export interface ErrorOutcome {
  logout: boolean;
  toast: AppToast | null;
  /** Logged and sent to error reporting: not one of the spec's known kinds. */
  report: boolean;
}

/**
 * Spec §8, one rule per error kind: 401 logs out with an info toast; 403 'not allowed'; a shape
 * mismatch a warning that stays until the page is refreshed; any other API error 'Error in the
 * server' with its message; anything else is logged and reported. `quiet` calls (a dialog that
 * shows its own error) keep every toast but the logout's.
 */
export function errorOutcome(error: unknown, { quiet = false } = {}): ErrorOutcome {
  if (error instanceof ApiStatusError && error.isUnauthorized) {
    return { logout: true, toast: LOGGED_OUT_TOAST, report: false };
  }
  const none = { logout: false, report: false };
  if (error instanceof ApiStatusError && error.isForbidden) {
    return { ...none, toast: quiet ? null : FORBIDDEN_TOAST };
  }
  if (error instanceof ValidationError) {
    // Already reported with its endpoint by api-clients/http.ts.
    return { ...none, toast: quiet ? null : VALIDATION_TOAST };
  }
  if (error instanceof ApiError) {
    const description = error instanceof NetworkError ? NETWORK_MESSAGE : error.message;
    const toast: AppToast = {
      id: `server-error:${description}`,
      type: "error",
      title: SERVER_ERROR_TITLE,
      description,
    };
    return { ...none, toast: quiet ? null : toast };
  }
  return { logout: false, toast: null, report: true };
}
