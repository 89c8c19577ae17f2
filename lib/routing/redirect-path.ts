/** Query parameter that carries where a logged-out visitor was going, for after login. */
export const REDIRECT_PARAM = "redirectUrl";

/**
 * A redirect target is accepted only as a same-origin absolute path: `/track?x=1` yes,
 * `https://evil.example`, `//evil.example` and `/\evil.example` no (an open redirect otherwise).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}

/** The login page, remembering where the visitor was going. */
export function loginPathFor(target: string): string {
  const path = safeRedirectPath(target);
  return path && path !== "/" ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(path)}` : "/login";
}
