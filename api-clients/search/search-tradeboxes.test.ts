import { afterEach, describe, expect, it, vi } from "vitest";
import { searchRequestBody } from "@/lib/explore/search-request";
import { generateTradeboxes } from "@/services/search/testing/tradebox-generator";
import { ApiStatusError, ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { searchTradeboxes } from "./search-tradeboxes";

const BASE = "https://search.test/search";
const body = searchRequestBody(
  { search: "condor", page: 2, filters: { risk_level: ["==", ["low"]] }, sort: [] },
  { broker: "nuvama", clientId: "NV77" },
);

/** A fetch answering every call with this status and JSON body, recording what it was asked. */
function answering(status: number, payload: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(payload), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
}

const [first, second] = generateTradeboxes(2, 7);
const tradeboxes = [first!, { ...second!, name: "Nifty TEST Strangle" }];
const success = { is_success: true, data: { total_hits: 14, total_page: 2, result: tradeboxes } };

afterEach(() => setValidationErrorReporter(() => undefined));

describe("searchTradeboxes", () => {
  it("posts the body to {search}/search with the viewer's token", async () => {
    const fetchImpl = answering(200, success);
    await searchTradeboxes({ body, token: "jwt-1", baseUrl: BASE, fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`${BASE}/search`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer jwt-1");
  });

  it("sends no Authorization header for a visitor", async () => {
    const fetchImpl = answering(200, success);
    await searchTradeboxes({ body, baseUrl: BASE, fetchImpl });
    expect(new Headers(fetchImpl.mock.calls[0]![1]?.headers).has("Authorization")).toBe(false);
  });

  it("parses a page of results and drops test tradeboxes (spec §5)", async () => {
    const result = await searchTradeboxes({
      body,
      baseUrl: BASE,
      fetchImpl: answering(200, success),
    });
    expect(result.total_hits).toBe(14);
    expect(result.total_page).toBe(2);
    expect(result.result.map((t) => t.id)).toEqual([first!.id]);
  });

  it("reads is_success false as a response error with the server's message", async () => {
    const fetchImpl = answering(200, { is_success: false, errorMessage: "Index rebuilding" });
    const call = searchTradeboxes({ body, baseUrl: BASE, fetchImpl });
    await expect(call).rejects.toBeInstanceOf(ResponseError);
    await expect(call).rejects.toThrow("Index rebuilding");
  });

  it("rejects a result that does not match the tradebox schema", async () => {
    const reporter = vi.fn();
    setValidationErrorReporter(reporter);
    const broken = {
      ...success,
      data: { ...success.data, result: [{ ...first!, risk_level: "x" }] },
    };
    const call = searchTradeboxes({ body, baseUrl: BASE, fetchImpl: answering(200, broken) });
    await expect(call).rejects.toBeInstanceOf(ValidationError);
    expect(reporter).toHaveBeenCalledOnce();
  });

  it("rejects data without its totals", async () => {
    setValidationErrorReporter(() => undefined);
    const fetchImpl = answering(200, { is_success: true, data: { result: [] } });
    await expect(searchTradeboxes({ body, baseUrl: BASE, fetchImpl })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it("turns a non-OK status into an API status error", async () => {
    const fetchImpl = answering(401, {
      is_success: false,
      errorMessage: "Invalid or expired session",
    });
    const call = searchTradeboxes({ body, token: "old", baseUrl: BASE, fetchImpl });
    await expect(call).rejects.toBeInstanceOf(ApiStatusError);
    await expect(call).rejects.toMatchObject({ status: 401, isUnauthorized: true });
  });
});
