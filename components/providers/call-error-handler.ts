import { reportUnexpectedError } from "@/components/monitoring/report-error";
import { logOut } from "@/components/session/logout";
import { notify } from "@/components/ui/toaster";
import { loginPathFor } from "@/lib/routing/redirect-path";
import { errorOutcome } from "./api-error-outcome";

/**
 * The browser's handler for every failed query and mutation (spec §8): a 401 logs out and says
 * so on the login page, back to this page after login; other kinds toast; unknown ones are
 * logged and reported.
 */
export function handleCallError(error: unknown, quiet: boolean): void {
  const outcome = errorOutcome(error, { quiet });
  if (outcome.logout) {
    const here = window.location.pathname + window.location.search;
    logOut({ to: loginPathFor(here), notice: outcome.toast ?? undefined });
    return;
  }
  if (outcome.toast) notify(outcome.toast);
  if (outcome.report) {
    console.error("[app] unexpected error", error);
    reportUnexpectedError(error);
  }
}
