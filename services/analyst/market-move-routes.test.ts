import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { FaultInjector } from "../brokers/test-broker/faults";
import { catalogueDeps } from "../catalogue/testing/catalogue-fixture";
import { marketMoves as marketMovesTable } from "../db/schema";
import { MarketMoves } from "../market/market-moves";
import { SimulatedMarket } from "../market/simulated-market";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { analystRoutes } from "./routes";

const KEY = "analyst-key-0123456789abcdef";
const NIFTY = 3727;
// A Saturday: the practice market (the paper broker's, the sandboxes') is the one answered.
const SATURDAY = indiaInstant("2026-11-21", "12:00");

describeOnEachDatabase("analyst API: moving the market", (db) => {
  let app: ReturnType<typeof analystRoutes>;
  let clock: ManualClock;
  let paperMarket: SimulatedMarket;
  const seeded = new SimulatedMarket({
    seed: 42,
    clock: new ManualClock(SATURDAY),
    practice: true,
  });

  beforeAll(() => {
    clock = new ManualClock(SATURDAY);
    const market = new SimulatedMarket({ seed: 42, clock });
    paperMarket = new SimulatedMarket({ seed: 42, clock, practice: true });
    const logger = recordingLogger();
    app = analystRoutes({
      apiKey: KEY,
      catalogue: catalogueDeps(db()),
      logger,
      faults: new FaultInjector(),
      marketMoves: new MarketMoves({ db: db(), market, paperMarket, clock, logger }),
    });
  });
  beforeEach(async () => {
    await db().delete(marketMovesTable);
    clock.set(SATURDAY);
  });

  const call = async (method: string, path: string, body?: unknown, key: string | null = KEY) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (key !== null) headers.Authorization = `Bearer ${key}`;
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const levelAfter = (points: number, at: Date) =>
    Math.round((seeded.indexLevel(NIFTY, at) + points) * 100) / 100;

  it("moves an index: 201 with the level after the move, the market moved from then on", async () => {
    const before = paperMarket.lastTradedPrice(NIFTY)!;
    const moved = await call("POST", "/market/move", { underlying_token: NIFTY, points: -400 });
    expect(moved).toEqual({
      status: 201,
      json: {
        is_success: true,
        data: {
          underlying_token: NIFTY,
          points: -400,
          at: SATURDAY.toISOString(),
          level: levelAfter(-400, SATURDAY),
        },
      },
    });
    expect(paperMarket.lastTradedPrice(NIFTY)).toBe(before - 40_000);

    clock.advanceMinutes(3);
    const later = clock.now();
    const again = await call("POST", "/market/move", { underlying_token: NIFTY, points: 150.25 });
    expect(again.status).toBe(201);
    expect(again.json.data).toMatchObject({ points: 150.25, level: levelAfter(-249.75, later) });
  });

  it("lists the moves, and removes them all: the seeded walk again", async () => {
    await call("POST", "/market/move", { underlying_token: NIFTY, points: -400 });
    clock.advanceMinutes(1);
    await call("POST", "/market/move", { underlying_token: 4407, points: 12.5 });
    expect(await call("GET", "/market/moves")).toEqual({
      status: 200,
      json: {
        is_success: true,
        data: [
          { underlying_token: NIFTY, points: -400, at: SATURDAY.toISOString() },
          { underlying_token: 4407, points: 12.5, at: clock.now().toISOString() },
        ],
      },
    });
    expect(await call("DELETE", "/market/moves")).toEqual({
      status: 200,
      json: { is_success: true, data: { removed: 2 } },
    });
    expect((await call("GET", "/market/moves")).json.data).toEqual([]);
    expect(paperMarket.lastTradedPrice(NIFTY)).toBe(seeded.priceAt(NIFTY, clock.now()));
  });

  describe("bad input is a 400 that names the problem", () => {
    const refused = async (body: unknown, errorMessage: string | RegExp) => {
      const answer = await call("POST", "/market/move", body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        is_success: false,
        errorMessage:
          typeof errorMessage === "string" ? errorMessage : expect.stringMatching(errorMessage),
      });
    };

    it("an index that is not one, zero or too finely given points, a body not JSON", async () => {
      await refused(
        { underlying_token: 1234, points: 10 },
        "underlying_token: must be one of 3727 (NIFTY), 3731 (BANKNIFTY), 4407 (FINNIFTY)",
      );
      await refused({ underlying_token: NIFTY, points: 0 }, "points: must not be 0");
      await refused({ underlying_token: NIFTY, points: 1.234 }, "points: at most 2 decimals");
      await refused({ underlying_token: NIFTY }, "points: must be a number of index points");
      await refused({ underlying_token: NIFTY, points: 5, at: "now" }, /^body: .*"at"/);
      await refused("{not json", "body: not valid JSON");
      expect((await call("GET", "/market/moves")).json.data).toEqual([]);
    });

    it("a move that would take the index below 1% of its level", async () => {
      await refused(
        { underlying_token: NIFTY, points: -99_999 },
        /^points: -99999 would take NIFTY to -\d+\.\d\d; it may be moved down to \d+\.\d\d at most \(1% of its level\)$/,
      );
      expect((await call("GET", "/market/moves")).json.data).toEqual([]);
    });
  });

  it("needs the analyst key, on each call", async () => {
    for (const [method, path, body] of [
      ["POST", "/market/move", { underlying_token: NIFTY, points: -400 }],
      ["GET", "/market/moves", undefined],
      ["DELETE", "/market/moves", undefined],
    ] as const) {
      expect(await call(method, path, body, null)).toMatchObject({ status: 401 });
      expect(await call(method, path, body, "not-the-key-at-all")).toEqual({
        status: 401,
        json: { is_success: false, errorMessage: "Invalid analyst API key" },
      });
    }
    expect((await call("GET", "/market/moves")).json.data).toEqual([]);
  });

  it("is not there without the market's moves (404)", async () => {
    const without = analystRoutes({
      apiKey: KEY,
      catalogue: catalogueDeps(db()),
      logger: recordingLogger(),
      faults: new FaultInjector(),
    });
    const response = await without.request("/market/moves", {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(404);
  });
});
