/** Calls to this web app's own route handlers (app/api/**): the page's origin in the browser. */
export interface SameOriginCall {
  signal?: AbortSignal;
  /** Another origin than the page's (tests, or a server-side caller). */
  origin?: string;
  fetchImpl?: typeof fetch;
}

export function originOf(call: SameOriginCall): string {
  if (call.origin) return call.origin;
  if (typeof window === "undefined") throw new Error("A same-origin call needs an origin here");
  return window.location.origin;
}
