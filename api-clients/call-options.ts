/** What every service call of the web app takes besides its own arguments. */
export interface CallOptions {
  /** The session token, sent as `Authorization: Bearer …` on user calls. */
  token?: string;
  signal?: AbortSignal;
  /** Tests stand a fake fetch in; the app uses the global one. */
  fetchImpl?: typeof fetch;
}
