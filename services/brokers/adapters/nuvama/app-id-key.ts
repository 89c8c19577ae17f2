import { APP_ID_KEY_HEADER } from "./wire";

/**
 * Nuvama's `AppIdKey`: mandatory on every call (D1, "contact us for AppIdKey"), and rotating: an
 * answer may carry a new one in its `AppIdKey` header, to be sent on the next call instead (D1;
 * the SDK's http.py and StockSharp's client do so after every answer). It is the app's, not a
 * trader's: one per adapter, shared by every trader's calls. It starts from the key Nuvama
 * issued to our app, where one is configured; without one the first call goes without it and
 * the key Nuvama's answers carry is used from then on. Held in memory: after a restart the
 * configured key is sent again.
 */
export class NuvamaAppIdKey {
  constructor(private current: string | undefined) {}

  /** The header to send: the newest key, or none while no key is known. */
  headers(): Record<string, string> {
    return this.current ? { [APP_ID_KEY_HEADER]: this.current } : {};
  }

  /** Keeps the key an answer carries, when it carries one. */
  observe(response: Response): void {
    const next = response.headers.get(APP_ID_KEY_HEADER)?.trim();
    if (next) this.current = next;
  }
}
