import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeboxProfileWireSchema } from "../../lib/tradebox/tradebox-profile-wire";
import { buildApp } from "../app";
import { loginAs } from "../bridge/testing/test-broker-login";
import { shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { openDatabase, type Database } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";

const ANALYST_KEY = "analyst-key-0123456789abcdef";

describe("GET /user-strategy/strategy/profile", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let database: Database;
  let app: Hono;
  let asha: string;
  let ravi: string;
  const created: Record<string, { id: string; slug: string }> = {};

  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    const deps = await testAppDeps(database, {
      config: testConfig({ analystApiKey: ANALYST_KEY }),
    });
    app = buildApp(deps);
    asha = (await loginAs(app, deps.config, deps.market, { clientId: "ASHA1", name: "Asha" }))
      .token;
    ravi = (await loginAs(app, deps.config, deps.market, { clientId: "RAVI1", name: "Ravi" }))
      .token;
    for (const [key, owner] of [
      ["public", undefined],
      ["ashas", "ASHA1"],
    ] as const) {
      const response = await app.request("/analyst/tradeboxes", {
        method: "POST",
        headers: { Authorization: `Bearer ${ANALYST_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ ...shortStraddleInput(`Kestrel ${key}`), owner }),
      });
      const body = (await response.json()) as { data: { tradebox: { id: string; slug: string } } };
      created[key] = body.data.tradebox;
    }
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(() => database.close());

  async function profile(sid: string | undefined, token?: string) {
    const query = sid === undefined ? "" : `?sid=${encodeURIComponent(sid)}`;
    const response = await app.request(`/user-strategy/strategy/profile${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers a public tradebox to a visitor, by slug and by strategy id, with its legs", async () => {
    const { id, slug } = created.public!;
    for (const sid of [slug, id]) {
      const { status, body } = await profile(sid);
      expect(status).toBe(200);
      expect(body.is_success).toBe(true);
      const data = tradeboxProfileWireSchema.parse(body.data);
      expect(data.tradebox).toMatchObject({ id, slug, name: "Kestrel public" });
      expect(data.template.strategy_id).toBe(id);
      expect(data.template.signals.map((s) => [s.transaction_type, s.ins_type])).toEqual([
        ["SELL", "call"],
        ["SELL", "put"],
      ]);
    }
  });

  it("shows a private tradebox to its owner only; to anyone else it does not exist", async () => {
    const { slug } = created.ashas!;
    expect((await profile(slug, asha)).status).toBe(200);
    for (const token of [undefined, ravi]) {
      const { status, body } = await profile(slug, token);
      expect(status).toBe(404);
      expect(body).toEqual({ is_success: false, errorMessage: `No tradebox ${slug}` });
    }
  });

  it("answers 404 for an unknown slug or id, 400 without a sid, 401 for a bad token", async () => {
    expect((await profile("no-such-tradebox")).status).toBe(404);
    expect((await profile("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const missing = await profile(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toMatch(/^sid: required/);
    expect((await profile(created.public!.slug, "not-a-jwt")).status).toBe(401);
  });
});
