const BEARER = /^bearer(\s+|$)/i;

/**
 * The token in an Authorization value, which may come as `Bearer <token>` (a header) or bare
 * (the realtime socket's query parameter carries the cookie value as it is). Blank → undefined.
 */
export function bearerToken(value: string | null | undefined): string | undefined {
  const token = value?.trim().replace(BEARER, "").trim();
  return token || undefined;
}
