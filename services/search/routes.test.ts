import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchRequest } from "../../lib/explore/search-request";
import type { TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import { signSessionToken, type SessionClaims } from "../../lib/session/session-token";
import { recordingLogger } from "../testing/recording-logger";
import { testClock } from "../testing/test-clock";
import { searchRoutes } from "./routes";
import { generatedTradebox, generateTradeboxes, performance } from "./testing/tradebox-generator";
import { TRADEBOX_PAGE_SIZE } from "./tradebox-query";
import { TradeboxSearchIndex } from "./tradebox-index";

const SECRET = "search-routes-test-secret-0123456789abcdef";
const IIFL_CLIENT: SessionClaims = { sub: "u1", broker: "iifl", clientId: "AB1234" };
const FIVEPAISA_CLIENT: SessionClaims = { sub: "u2", broker: "5paisa", clientId: "FP99" };

const CATALOGUE: TradeboxWire[] = [
  ...generateTradeboxes(300, 42),
  generatedTradebox({ id: "tortoise", name: "Nifty Tortoise Iron Condor" }),
  generatedTradebox({ id: "iifl-run", name: "Walrus Spread", tag: "iifl_strategy" }),
  generatedTradebox({ id: "mine", name: "Xylophone Strangle", owner: "AB1234" }),
  generatedTradebox({ id: "theirs", name: "Xylophone Straddle", owner: "OTHER1" }),
];

interface SearchBody {
  is_success: boolean;
  data: { total_hits: number; total_page: number; result: TradeboxWire[] };
}

let app: Hono;
const clock = testClock();

beforeAll(async () => {
  const index = TradeboxSearchIndex.embedded();
  await index.replaceAll(CATALOGUE);
  app = new Hono().route(
    "/search",
    searchRoutes({ index, sessions: { secret: SECRET, clock }, logger: recordingLogger() }),
  );
});

async function post(body: unknown, claims?: SessionClaims | string) {
  const token =
    typeof claims === "object"
      ? await signSessionToken(claims, SECRET, { now: clock.now() })
      : claims;
  return app.request("/search/search", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function search(body: Record<string, unknown>, claims?: SessionClaims) {
  const response = await post({ search: "", page: 1, filters: {}, sort: [], ...body }, claims);
  expect(response.status).toBe(200);
  return ((await response.json()) as SearchBody).data;
}

const ids = (result: TradeboxWire[]) => result.map((t) => t.id);
const visibleToVisitor = (t: TradeboxWire) =>
  t.tag === "strikeline_strategy" && t.owner === "strikeline";

describe("POST /search", () => {
  it("answers text + filters + sort, one page at a time, as spec §7", async () => {
    const expected = CATALOGUE.filter(
      (t) =>
        visibleToVisitor(t) &&
        /condor/i.test(`${t.name} ${t.description} ${t.strategy_type}`) &&
        t.risk_level !== "HIGH" &&
        t.margin_required >= 10_000 &&
        t.margin_required <= 300_000,
    ).sort((a, b) => b.margin_required - a.margin_required);
    expect(expected.length).toBeGreaterThan(TRADEBOX_PAGE_SIZE);

    const request = {
      search: "condor",
      filters: {
        risk_level: ["==", ["low", "medium"]],
        margin_required: ["between", [10_000, 300_000]],
      },
      sort: [["margin_required", "desc"]],
    };
    const response = await post({ ...request, page: 2 });
    const body = (await response.json()) as SearchBody;
    expect(body.is_success).toBe(true);
    expect(body.data.total_hits).toBe(expected.length);
    expect(body.data.total_page).toBe(Math.ceil(expected.length / TRADEBOX_PAGE_SIZE));
    expect(ids(body.data.result)).toEqual(
      ids(expected.slice(TRADEBOX_PAGE_SIZE, 2 * TRADEBOX_PAGE_SIZE)),
    );
    expect(body.data.result[0]).toEqual(expected[TRADEBOX_PAGE_SIZE]);
  });

  it("tolerates a typo in the text", async () => {
    const data = await search({ search: "tortoyse" });
    expect(ids(data.result)).toEqual(["tortoise"]);
  });

  it("filters on the return and the mapped enum values", async () => {
    const data = await search({
      filters: {
        last_three_perf_compounded_return: [">", 20],
        market_trend: ["==", ["up-or-down"]],
        frequency: ["==", ["weekly"]],
      },
      sort: [["last_three_perf_compounded_return", "desc"]],
    });
    const expected = CATALOGUE.filter(
      (t) =>
        visibleToVisitor(t) &&
        (t.last_three_perf?.compounded_return ?? -Infinity) > 20 &&
        t.market_trend === "UP_OR_DOWN" &&
        t.frequency === "WEEKLY",
    );
    expect(data.total_hits).toBe(expected.length);
    expect(data.total_hits).toBeGreaterThan(0);
  });

  it("uses the default sort for an empty sort, OPEN baskets first", async () => {
    const all = CATALOGUE.filter(visibleToVisitor);
    const open = all.filter((t) => t.basket_status === "OPEN");
    const data = await search({ sort: [] });
    expect(data.total_hits).toBe(all.length);
    expect(data.result.every((t) => t.basket_status === "OPEN")).toBe(true);
    const returns = data.result.map((t) => t.last_three_perf?.compounded_return ?? -Infinity);
    expect(returns).toEqual([...returns].sort((a, b) => b - a));

    const lastOpenPage = Math.ceil(open.length / TRADEBOX_PAGE_SIZE);
    const boundary = await search({ sort: [], page: lastOpenPage + 1 });
    expect(boundary.result.every((t) => t.basket_status !== "OPEN")).toBe(true);
  });

  it("shows IIFL's tradeboxes to an IIFL client only (spec §6 tag rule)", async () => {
    const request = { search: "walrus", filters: { tag: ["==", ["iifl_strategy"]] } };
    expect(ids((await search(request, IIFL_CLIENT)).result)).toEqual(["iifl-run"]);
    expect((await search(request, FIVEPAISA_CLIENT)).total_hits).toBe(0);
    expect((await search({ search: "walrus" })).total_hits).toBe(0);
  });

  it("never shows another client's private tradebox (spec §6 owner rule)", async () => {
    expect(ids((await search({ search: "xylophone" }, IIFL_CLIENT)).result)).toEqual(["mine"]);
    const asking = { search: "xylophone", filters: { owner: ["==", ["OTHER1"]] } };
    expect((await search(asking, IIFL_CLIENT)).total_hits).toBe(0);
    expect((await search({ search: "xylophone" })).total_hits).toBe(0);
  });

  it("lets a visitor search the product's tradeboxes", async () => {
    const data = await search({});
    expect(data.total_hits).toBe(CATALOGUE.filter(visibleToVisitor).length);
    expect(data.result).toHaveLength(TRADEBOX_PAGE_SIZE);
  });

  it("answers the search panel's suggestions with what they show alone: three, no test ones", async () => {
    const page = await search({ search: "xylophone" }, IIFL_CLIENT);
    const asked = await search({ search: "xylophone", view: "suggestions" }, IIFL_CLIENT);
    expect(asked.total_hits).toBe(page.total_hits);
    expect(asked.result).toEqual(
      page.result.slice(0, 3).map(({ id, slug, name, display_image }) => ({
        id,
        slug,
        name,
        display_image,
      })),
    );
    const common = await search({ search: "", view: "suggestions" });
    expect(common.result).toHaveLength(3);
    expect(common.result.every((hit) => !/test/i.test(hit.name))).toBe(true);
    const commonPage = await search({ search: "" });
    expect(JSON.stringify(common).length).toBeLessThan(JSON.stringify(commonPage).length / 4);
  });

  it.each([
    [{ search: "", page: 0, filters: {} }, "page: must be at least 1"],
    [{ page: 1, filters: {} }, "search: is required"],
    [{ search: "", page: 1, filters: { risk_level: ["==", ["tiny"]] } }, "filters.risk_level.1.0"],
    [{ search: "", page: 1, filters: {}, sort: [["name", "asc"]] }, "sort.0.0: must be one of"],
  ])("answers bad input %j with 400 and what is wrong", async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { is_success: boolean; errorMessage: string };
    expect(answer.is_success).toBe(false);
    expect(answer.errorMessage).toContain(message);
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      is_success: false,
      errorMessage: "body: must be JSON",
    });
  });

  it("answers a bad or foreign token with 401", async () => {
    const foreign = await signSessionToken(IIFL_CLIENT, "another-secret-another-secret-another", {
      now: clock.now(),
    });
    for (const token of ["garbage", foreign]) {
      const response = await post({ search: "", page: 1, filters: {} }, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ is_success: false });
    }
  });

  it("keeps GET /search/health", async () => {
    const response = await app.request("/search/health");
    expect(await response.json()).toEqual({ status: "ok", service: "search" });
  });
});

describe("TradeboxSearchIndex upkeep", () => {
  it("upserts, removes and replaces tradeboxes", async () => {
    const index = TradeboxSearchIndex.embedded();
    const sorted: SearchRequest = {
      search: "",
      page: 1,
      filters: {},
      sort: [["margin_required", "asc"]],
    };
    await index.replaceAll([generatedTradebox({ id: "a" }), generatedTradebox({ id: "b" })]);
    await index.upsert(generatedTradebox({ id: "c", last_three_perf: performance(1) }));
    await index.remove("a");
    expect(ids((await index.search(sorted, {})).result).sort()).toEqual(["b", "c"]);
    await index.replaceAll([generatedTradebox({ id: "d" })]);
    expect(ids((await index.search(sorted, {})).result)).toEqual(["d"]);
  });
});
