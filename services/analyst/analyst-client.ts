/** What the analyst API answers: `{is_success, data}` or `{is_success: false, errorMessage}`. */
export interface AnalystAnswer {
  status: number;
  body: unknown;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface AnalystClientOptions {
  /** The API's base URL, e.g. http://localhost:4000/analyst. */
  baseUrl: string;
  apiKey: string;
  fetch?: FetchLike;
}

/** The analyst API over HTTP: one method per command of the CLI. */
export function analystClient({ baseUrl, apiKey, fetch: send = fetch }: AnalystClientOptions) {
  const base = baseUrl.replace(/\/+$/, "");
  const call = async (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) => {
    const response = await send(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): shown as text.
    }
    return { status: response.status, body: parsed } satisfies AnalystAnswer;
  };
  const at = (id: string) => `/tradeboxes/${encodeURIComponent(id)}`;
  return {
    create: (template: unknown) => call("POST", "/tradeboxes", template),
    publish: (id: string) => call("POST", `${at(id)}/publish`),
    adjust: (id: string, adjustment: unknown) => call("POST", `${at(id)}/adjust`, adjustment),
    close: (id: string) => call("POST", `${at(id)}/close`),
    show: (id: string) => call("GET", at(id)),
    /** Moves an index of the simulated market by `points` (a drill; negative: down). */
    moveMarket: (underlyingToken: number, points: number) =>
      call("POST", "/market/move", { underlying_token: underlyingToken, points }),
    marketMoves: () => call("GET", "/market/moves"),
    clearMarketMoves: () => call("DELETE", "/market/moves"),
  };
}
export type AnalystClient = ReturnType<typeof analystClient>;
