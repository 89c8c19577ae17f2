import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signSessionToken } from "../../lib/session/session-token";
import { buildApp } from "../app";
import { shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { loginAs } from "../bridge/testing/test-broker-login";
import { openDatabase, type Database } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

interface Answer {
  is_success: boolean;
  errorMessage?: string;
  data?: unknown;
}

describe("the user/strategy service's /user calls", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let database: Database;
  let app: Hono;
  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let asha: string;
  let ravi: string;
  let tradeboxIds: string[];

  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    deps = await testAppDeps(database, { config: testConfig({ analystApiKey: ANALYST_KEY }) });
    app = buildApp(deps);
    asha = (await loginAs(app, deps.config, deps.market, { clientId: "ASHA1", name: "Asha" }))
      .token;
    ravi = (await loginAs(app, deps.config, deps.market, { clientId: "RAVI1", name: "Ravi" }))
      .token;
    tradeboxIds = [];
    for (const name of ["Quokka Straddle", "Wombat Straddle"]) {
      const response = await app.request("/analyst/tradeboxes", {
        method: "POST",
        headers: { Authorization: `Bearer ${ANALYST_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify(shortStraddleInput(name)),
      });
      const body = (await response.json()) as { data: { tradebox: { id: string } } };
      tradeboxIds.push(body.data.tradebox.id);
    }
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(() => database.close());

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await app.request(`/user-strategy/user${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  describe("GET and PUT /user/profile", () => {
    it("answers the caller's server profile", async () => {
      const { status, body } = await call("GET", "/profile", asha);
      expect(status).toBe(200);
      expect(body).toEqual({
        is_success: true,
        data: {
          broker: "strikeline_broker",
          client_id: "ASHA1",
          email: null,
          name: "Asha",
          phone_number: null,
          bridger: "strikeline",
          user_type: "NEW_USER",
        },
      });
    });

    it("changes the e-mail, then the mobile, and answers the updated profile", async () => {
      const email = await call("PUT", "/profile", asha, {
        updates: { email: " asha@example.in " },
      });
      expect(email.status).toBe(200);
      expect(email.body.data).toMatchObject({ email: "asha@example.in", phone_number: null });
      const mobile = await call("PUT", "/profile", asha, {
        updates: { phone_number: "9876543210" },
      });
      expect(mobile.status).toBe(200);
      expect(mobile.body.data).toMatchObject({
        email: "asha@example.in",
        phone_number: "9876543210",
      });
      const read = await call("GET", "/profile", asha);
      expect(read.body.data).toMatchObject({
        email: "asha@example.in",
        phone_number: "9876543210",
      });
      // Ravi's profile is untouched.
      expect((await call("GET", "/profile", ravi)).body.data).toMatchObject({ email: null });
    });

    it("answers 400 with the dialogs' texts for an invalid e-mail or mobile", async () => {
      const cases: [unknown, string][] = [
        [{ updates: { email: "name@gmail" } }, "Please enter valid email"],
        [{ updates: { email: 42 } }, "Please enter valid email"],
        [{ updates: { phone_number: "+919876543210" } }, "Please enter valid mobile"],
        [{ updates: { phone_number: "98765" } }, "Please enter valid mobile"],
        [{ updates: { name: "X" } }, "updates: must hold exactly one of email or phone_number"],
        [
          { updates: { email: "a@b.in", phone_number: "9876543210" } },
          "updates: must hold exactly one",
        ],
        [{}, "updates: must be an object"],
      ];
      for (const [body, message] of cases) {
        const answer = await call("PUT", "/profile", asha, body);
        expect(answer.status).toBe(400);
        expect(answer.body.is_success).toBe(false);
        expect(answer.body.errorMessage).toContain(message);
      }
    });
  });

  describe("GET /user/margin", () => {
    it("answers ₹5,00,000 for a new paper client, in rupees", async () => {
      const { status, body } = await call("GET", "/margin", ravi);
      expect(status).toBe(200);
      expect(body).toEqual({ is_success: true, data: { available_margin: 500000 } });
    });
  });

  describe("GET, POST and DELETE /user/subscribe", () => {
    it("adds, lists and removes favourites", async () => {
      const [quokka, wombat] = tradeboxIds;
      expect((await call("GET", "/subscribe", asha)).body).toEqual({ is_success: true, data: [] });

      const added = await call("POST", "/subscribe", asha, { strategies: [quokka] });
      expect(added).toEqual({ status: 200, body: { is_success: true, data: [quokka] } });
      const again = await call("POST", "/subscribe", asha, { strategies: [wombat, quokka] });
      expect(again.body.data).toEqual([quokka, wombat]);

      const listed = await call("GET", "/subscribe", asha);
      expect(listed.body.data).toEqual([
        {
          strategy_id: quokka,
          strategy_name: "Quokka Straddle",
          display_image: expect.any(String) as unknown,
          ins_type: expect.any(String) as unknown,
          frequency: "MONTHLY",
          risk_level: "HIGH",
        },
        expect.objectContaining({ strategy_id: wombat, strategy_name: "Wombat Straddle" }),
      ]);

      const removed = await call("DELETE", "/subscribe", asha, { strategies: [quokka] });
      expect(removed).toEqual({ status: 200, body: { is_success: true, data: null } });
      const left = await call("GET", "/subscribe", asha);
      expect((left.body.data as { strategy_id: string }[]).map((f) => f.strategy_id)).toEqual([
        wombat,
      ]);
    });

    it("keeps each user's favourites to themselves", async () => {
      const [, wombat] = tradeboxIds;
      await call("POST", "/subscribe", asha, { strategies: [wombat] });
      expect((await call("GET", "/subscribe", ravi)).body.data).toEqual([]);
      // Ravi removing a tradebox Asha marked leaves Asha's favourite in place.
      await call("DELETE", "/subscribe", ravi, { strategies: [wombat] });
      const ashas = (await call("GET", "/subscribe", asha)).body.data as { strategy_id: string }[];
      expect(ashas.map((f) => f.strategy_id)).toContain(wombat);
    });

    it("answers 404 for an unknown strategy id and changes nothing", async () => {
      const [quokka] = tradeboxIds;
      for (const method of ["POST", "DELETE"]) {
        const answer = await call(method, "/subscribe", ravi, {
          strategies: [quokka, UNKNOWN_ID, "nope"],
        });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          is_success: false,
          errorMessage: `Unknown strategy: ${UNKNOWN_ID}, nope`,
        });
      }
      expect((await call("GET", "/subscribe", ravi)).body.data).toEqual([]);
    });

    it("answers 400 saying what is wrong with a bad body", async () => {
      const empty = await call("POST", "/subscribe", ravi, { strategies: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.errorMessage).toBe("strategies: must have at least 1 item(s)");
      const missing = await call("DELETE", "/subscribe", ravi, {});
      expect(missing.status).toBe(400);
      expect(missing.body.errorMessage).toBe("strategies: is required");
    });
  });

  describe("authentication", () => {
    const CALLS: [string, string, unknown?][] = [
      ["GET", "/profile"],
      ["PUT", "/profile", { updates: { email: "x@example.in" } }],
      ["GET", "/margin"],
      ["GET", "/subscribe"],
      ["POST", "/subscribe", { strategies: [UNKNOWN_ID] }],
      ["DELETE", "/subscribe", { strategies: [UNKNOWN_ID] }],
    ];

    it("answers 401 to every call without a token, with a bad or expired one, or for an unknown user", async () => {
      const secret = deps.config.sessionSecret;
      const expired = await signSessionToken(
        { sub: UNKNOWN_ID, broker: "strikeline_broker", clientId: "ASHA1" },
        secret,
        { now: new Date(deps.clock.now().getTime() - 13 * 3600_000) },
      );
      const foreign = await signSessionToken(
        { sub: UNKNOWN_ID, broker: "strikeline_broker", clientId: "ASHA1" },
        "another-secret-0123456789abcdef-0123",
        { now: deps.clock.now() },
      );
      const unknownUser = await signSessionToken(
        { sub: UNKNOWN_ID, broker: "strikeline_broker", clientId: "GONE1" },
        secret,
        { now: deps.clock.now() },
      );
      for (const [method, path, body] of CALLS) {
        for (const token of [undefined, "not-a-jwt", expired, foreign, unknownUser]) {
          const answer = await call(method, path, token, body);
          expect(answer.status, `${method} ${path} ${token ?? "no token"}`).toBe(401);
          expect(answer.body.is_success).toBe(false);
          expect(answer.body.errorMessage).toBeTruthy();
        }
      }
    });
  });
});
