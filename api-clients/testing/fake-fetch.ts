/** A request a fake fetch received, decoded for assertions. */
export interface RecordedRequest {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

/**
 * A fetch that answers every call with `status` and `payload` and records what it was asked,
 * for client tests that need no server.
 */
export function fakeFetch(payload: unknown, status = 200) {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? "GET",
      url: new URL(String(input)),
      authorization: headers.get("Authorization"),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return new Response(JSON.stringify(payload), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetchImpl, requests };
}
