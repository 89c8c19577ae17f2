/** What every user call of the user/strategy service takes besides its own arguments. */
export interface UserCall {
  /** The session token (the strikelineJWT cookie's value), sent as `Authorization: Bearer`. */
  token: string;
  signal?: AbortSignal;
  /** Another base URL than the build's (SERVICE_URLS.userStrategy), e.g. on the server. */
  baseUrl?: string;
  /** Another fetch, e.g. a fake in tests. */
  fetchImpl?: typeof fetch;
}
