import { beforeAll, describe, expect, it } from "vitest";
import { strategyTemplateWireSchema } from "../../lib/tradebox/strategy-template-wire";
import { tradeboxWireSchema } from "../../lib/tradebox/tradebox-wire";
import {
  catalogueDeps,
  nextMonthlyExpiry,
  shortStraddleInput,
} from "../catalogue/testing/catalogue-fixture";
import { indiaInstant } from "../../lib/market/india-time";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { FaultInjector } from "../brokers/test-broker/faults";
import { FakeExchange } from "../brokers/testing/fake-exchange";
import { analystRoutes } from "./routes";

const KEY = "analyst-key-0123456789abcdef";

interface Answer {
  is_success: boolean;
  errorMessage?: string;
  data?: { tradebox: { id: string; status: string }; template: unknown };
}

describeOnEachDatabase("analyst API", (db) => {
  let app: ReturnType<typeof analystRoutes>;
  beforeAll(() => {
    app = analystRoutes({
      apiKey: KEY,
      catalogue: catalogueDeps(db()),
      logger: recordingLogger(),
      faults: new FaultInjector(),
    });
  });

  const call = async (method: string, path: string, body?: unknown, key: string | null = KEY) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (key !== null) headers.Authorization = `Bearer ${key}`;
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer };
  };

  it("creates, publishes, adjusts, shows and closes a tradebox", async () => {
    const created = await call("POST", "/tradeboxes", shortStraddleInput("API Straddle"));
    expect(created.status).toBe(201);
    expect(created.json.is_success).toBe(true);
    const id = created.json.data!.tradebox.id;
    expect(tradeboxWireSchema.safeParse(created.json.data!.tradebox).success).toBe(true);
    expect(strategyTemplateWireSchema.safeParse(created.json.data!.template).success).toBe(true);

    expect((await call("POST", `/tradeboxes/${id}/publish`)).json.data!.tradebox.status).toBe(
      "OPEN",
    );
    const expiry = nextMonthlyExpiry(3727);
    const adjusted = await call("POST", `/tradeboxes/${id}/adjust`, {
      legs: [{ expiry, type: "call", strike: 23200, side: "SELL", lots: 2 }],
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.json.data!.tradebox.status).toBe("ADJUSTED");
    const shown = await call("GET", `/tradeboxes/${id}`);
    expect(shown.json.data!.template).toMatchObject({
      signals: [{ strike_price: 23200, quantity: 2 }],
    });
    expect((await call("POST", `/tradeboxes/${id}/close`)).json.data!.tradebox.status).toBe(
      "CLOSED",
    );
  });

  describe("bad input is a 400 that says what is wrong", () => {
    it("a missing field and a bad leg", async () => {
      const input = shortStraddleInput("No Kind");
      const bad = { ...input, strategy_type: undefined, legs: [{ ...input.legs[0]!, lots: 0 }] };
      const answer = await call("POST", "/tradeboxes", bad);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        is_success: false,
        errorMessage: expect.stringMatching(/strategy_type: .*legs\.0\.lots: .*>0/s),
      });
    });

    it("a body that is not JSON", async () => {
      const answer = await call("POST", "/tradeboxes", "{not json");
      expect(answer).toEqual({
        status: 400,
        json: { is_success: false, errorMessage: "body: not valid JSON" },
      });
    });

    it("a leg that expired yesterday names the leg", async () => {
      // The fixture's legs expire on Mon 23 Nov 2026 (the last Tuesday, 24 Nov, is a holiday).
      const dayAfter = analystRoutes({
        apiKey: KEY,
        catalogue: catalogueDeps(db(), indiaInstant("2026-11-24", "10:00")),
        logger: recordingLogger(),
        faults: new FaultInjector(),
      });
      const answer = await dayAfter.request("/tradeboxes", {
        method: "POST",
        headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify(shortStraddleInput("Stale Straddle")),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        is_success: false,
        errorMessage: "legs.0: NIFTY 23100 CE 23 Nov 2026 has expired",
      });
    });

    it("an adjustment onto an expired or unlisted contract names the leg", async () => {
      const created = await call("POST", "/tradeboxes", shortStraddleInput("Adjust Later"));
      const id = created.json.data!.tradebox.id;
      await call("POST", `/tradeboxes/${id}/publish`);
      const expired = { expiry: "2026-10-27", type: "call", strike: 23100, side: "SELL", lots: 1 };
      const unlisted = { ...expired, expiry: nextMonthlyExpiry(3727), strike: 23125 };
      const stale = await call("POST", `/tradeboxes/${id}/adjust`, { legs: [unlisted, expired] });
      expect(stale.status).toBe(400);
      expect(stale.json.errorMessage).toMatch(/^legs\.0: no listed call .* at strike 23125$/);
      const old = await call("POST", `/tradeboxes/${id}/adjust`, { legs: [expired] });
      expect(old).toEqual({
        status: 400,
        json: { is_success: false, errorMessage: "legs.0: NIFTY 23100 CE 27 Oct 2026 has expired" },
      });
    });

    it("an unknown tradebox is 404, a wrong step 409", async () => {
      expect((await call("GET", "/tradeboxes/missing")).status).toBe(404);
      const created = await call("POST", "/tradeboxes", shortStraddleInput("Pending One"));
      const id = created.json.data!.tradebox.id;
      const answer = await call("POST", `/tradeboxes/${id}/adjust`, { legs: [] });
      expect(answer.status).toBe(409);
      expect(answer.json.errorMessage).toMatch(/PENDING/);
    });
  });

  describe("authentication", () => {
    it("401 without a key and with a wrong one", async () => {
      const without = await call("GET", "/tradeboxes/x", undefined, null);
      expect(without.status).toBe(401);
      expect(without.json).toEqual({
        is_success: false,
        errorMessage: expect.stringMatching(/Missing/),
      });
      const wrong = await call(
        "POST",
        "/tradeboxes",
        shortStraddleInput("Nope"),
        "not-the-key-at-all",
      );
      expect(wrong).toEqual({
        status: 401,
        json: { is_success: false, errorMessage: "Invalid analyst API key" },
      });
    });

    it("sets and clears the test broker's faults for a drill, refusing a bad config", async () => {
      const faults = new FaultInjector();
      const drills = analystRoutes({
        apiKey: KEY,
        catalogue: catalogueDeps(db()),
        logger: recordingLogger(),
        faults,
      });
      const put = (body: unknown) =>
        drills.request("/test-broker/faults", {
          method: "PUT",
          headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      expect((await put({ rejectNext: { count: 1, reason: "RMS: drill" } })).status).toBe(200);
      expect(faults.takeRejection()).toBe("RMS: drill");
      const bad = await put({ rejectNext: { count: -1 } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Answer).errorMessage).toMatch(/^rejectNext\.count: /);
      await put({ fillDelayMs: 5_000 });
      const cleared = await drills.request("/test-broker/faults", {
        method: "DELETE",
        headers: { Authorization: `Bearer ${KEY}` },
      });
      expect(((await cleared.json()) as { data: unknown }).data).toEqual({});
      expect((await drills.request("/test-broker/faults", { method: "DELETE" })).status).toBe(401);
    });

    it("runs a sandbox broker's drill: refusals with a reason, the rollover; 404 elsewhere", async () => {
      const exchange = new FakeExchange();
      let streamDrops = 0;
      const sessionToken = exchange.openSession("SBX1");
      const drills = analystRoutes({
        apiKey: KEY,
        catalogue: catalogueDeps(db()),
        logger: recordingLogger(),
        faults: new FaultInjector(),
        sandboxes: new Map([["aliceblue", { exchange, dropStream: () => (streamDrops += 1) }]]),
      });
      const post = (broker: string, body: unknown) =>
        drills.request(`/sandbox/${broker}/drill`, {
          method: "POST",
          headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const order = {
        tag: "",
        clientId: "SBX1",
        brokerToken: "70001",
        tradingSymbol: "NIFTY",
        side: "SELL" as const,
        quantity: 75,
        limitPrice: null,
        product: "NORMAL",
        orderType: "MARKET",
      };
      expect(
        (await post("aliceblue", { rejectNext: { count: 1, reason: "RMS: drill" } })).status,
      ).toBe(200);
      expect(exchange.place(order)).toMatchObject({ status: "REJECTED", reason: "RMS: drill" });
      expect(exchange.place(order)).toMatchObject({ status: "COMPLETE" });
      expect((await post("aliceblue", { expireSessions: true })).status).toBe(200);
      expect(exchange.clientOf(sessionToken)).toBeUndefined();
      expect((await post("aliceblue", { rejectNext: { count: 0 } })).status).toBe(400);
      expect((await post("5paisa", { expireSessions: true })).status).toBe(404);
      // A drill for one client leaves the others alone.
      const other = exchange.openSession("SBX2");
      await post("aliceblue", { rejectNext: { count: 1 }, expireSessions: true, clientId: "SBX1" });
      expect(exchange.place(order)).toMatchObject({ status: "REJECTED" });
      expect(exchange.place({ ...order, clientId: "SBX2" })).toMatchObject({ status: "COMPLETE" });
      expect(exchange.clientOf(other)).toBe("SBX2");
      expect((await post("aliceblue", { dropStream: true })).status).toBe(200);
      expect(streamDrops).toBe(1);
      // A stalled feed for one client: its stream sends it nothing for the time asked.
      expect(
        (await post("aliceblue", { stallStream: { seconds: 30 }, clientId: "SBX1" })).status,
      ).toBe(200);
      expect([exchange.feedStalled("SBX1"), exchange.feedStalled("SBX2")]).toEqual([true, false]);
      expect((await post("aliceblue", { stallStream: { seconds: 0 } })).status).toBe(400);
    });

    it("503 when no key is configured", async () => {
      const off = analystRoutes({
        apiKey: undefined,
        catalogue: catalogueDeps(db()),
        logger: recordingLogger(),
        faults: new FaultInjector(),
      });
      const response = await off.request("/tradeboxes/x", {
        headers: { Authorization: `Bearer ${KEY}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        is_success: false,
        errorMessage: "analyst API disabled",
      });
    });
  });
});
