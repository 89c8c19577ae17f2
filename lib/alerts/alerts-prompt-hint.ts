/**
 * Whether Track's alerts prompt will show is only known in the browser (push support, the
 * notification permission, a 'Not now' kept in localStorage), yet it is /track's largest paint on
 * a phone: drawn after hydration, it set the page's Largest Contentful Paint (4.1 s on
 * Lighthouse's phone). So the browser keeps its last answer in this cookie and the server draws
 * the prompt when it will most likely show: no cookie yet (a first visit) and not the broker's
 * webview, which never shows it.
 */
export const ALERTS_PROMPT_COOKIE = "strikeline.alertsPromptHint";

/** The localStorage key of the trader's 'Not now' (value "dismissed"), kept by this browser. */
export const ALERTS_PROMPT_DISMISSED_KEY = "strikeline.alertsPrompt";

/** The cookie's one value: this browser did not show the prompt last time. */
export const PROMPT_HIDDEN = "hidden";

/** The server's guess whether the prompt shows, from the cookie and the login source. */
export function promptLikelyShown(hint: string | undefined, webview: boolean): boolean {
  return !webview && hint !== PROMPT_HIDDEN;
}
