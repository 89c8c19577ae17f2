/**
 * Spec §3 cookie `loginSource`: where the login came from, stored by the login hand-off
 * (POST /login/initiate carries it as a form key). The value `webview` marks the broker's own
 * mobile app, which opens the product in its webview (docs/webview.md).
 */
export const LOGIN_SOURCE_COOKIE = "loginSource";

/** The login source the broker's app posts when it opens the product in its webview. */
export const WEBVIEW_LOGIN_SOURCE = "webview";

/**
 * Whether the app runs inside the broker's webview: there it hides Add Funds, mobile, e-mail,
 * plan and logout (spec §2, §6), which the broker's app handles itself.
 */
export function isWebviewLoginSource(loginSource: string | null | undefined): boolean {
  return loginSource?.trim().toLowerCase() === WEBVIEW_LOGIN_SOURCE;
}
