import { vi } from "vitest";

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

/** A fetch that answers every call with `body` as JSON and `status`, recording each request. */
export function fakeFetchAnswering(body: unknown, status = 200) {
  const calls: RecordedCall[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}
