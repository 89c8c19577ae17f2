import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginBrokersDataSchema } from "../../api-clients/bridge/login-brokers";
import { BROKER_CODES } from "../../lib/brokers";
import { TEST_BROKER_CODE } from "../../lib/product";
import { buildApp } from "../app";
import { openDatabase, type Database } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import { postLoginVerify, type LoginVerifyBody } from "./testing/test-broker-login";

const CALLBACK = "http://localhost:3000/login/verify?broker=strikeline_broker";
const STATE = "state-0123456789";

interface HandOffAnswer {
  errorMessage?: string;
  data: { url: string; redirect_url: string };
}

describe("the login hand-off calls", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let database: Database;
  let app: Hono;

  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    app = buildApp(await testAppDeps(database));
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(() => database.close());

  async function json(response: Response) {
    return { status: response.status, body: (await response.json()) as HandOffAnswer };
  }

  const loginUrl = async (query: Record<string, string>) =>
    json(await app.request(`/bridge/login/url?${new URLSearchParams(query).toString()}`));

  const testBrokerLogin = async (body: unknown) =>
    json(
      await app.request("/bridge/test-broker/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("says which brokers can be logged in with here, and why not, one line each", async () => {
    const response = await app.request("/bridge/login/brokers");
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: unknown };
    const brokers = loginBrokersDataSchema.parse(data);
    expect(brokers.map((b) => b.broker).sort()).toEqual([...BROKER_CODES].sort());
    const byCode = new Map(brokers.map((b) => [b.broker, b]));
    expect(byCode.get(TEST_BROKER_CODE)).toEqual({
      broker: TEST_BROKER_CODE,
      available: true,
      sandbox: false,
    });
    // No keys in the test environment: unavailable, said for a trader (no variable names).
    expect(byCode.get("aliceblue")).toEqual({
      broker: "aliceblue",
      available: false,
      reason: "Alice Blue login is not set up on this server yet",
    });
    // IIFL's XTS has no hand-off at all: its own reason names the way in.
    const iifl = byCode.get("iifl");
    expect(iifl?.available).toBe(false);
    expect(iifl?.available === false && iifl.reason).toContain("IIFL Capital");
  });

  it("walks a whole test-broker login: login page, the broker's redirect, verify", async () => {
    const start = await loginUrl({
      broker: TEST_BROKER_CODE,
      redirect_url: CALLBACK,
      state: STATE,
    });
    expect(start.status).toBe(200);
    const page = new URL(start.body.data.url, "http://localhost:3000");
    expect(page.pathname).toBe("/login/test-broker");
    expect(page.searchParams.get("redirectUrl")).toBe(CALLBACK);
    expect(page.searchParams.get("state")).toBe(STATE);

    const submitted = await testBrokerLogin({
      clientId: "pa42",
      name: "Priya",
      redirect_url: CALLBACK,
      state: STATE,
    });
    expect(submitted.status).toBe(200);
    const back = new URL(submitted.body.data.redirect_url);
    expect(back.origin + back.pathname).toBe("http://localhost:3000/login/verify");
    expect(back.searchParams.get("broker")).toBe(TEST_BROKER_CODE);
    expect(back.searchParams.get("state")).toBe(STATE);

    const verified = await postLoginVerify(app, {
      broker: TEST_BROKER_CODE,
      request_token: back.searchParams.get("request_token"),
      params: { state: STATE },
    });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as LoginVerifyBody;
    expect(body.data.profile).toMatchObject({ client_id: "PA42", name: "Priya" });
  });

  it("refuses a request token for another login attempt's state", async () => {
    const submitted = await testBrokerLogin({
      clientId: "pa43",
      name: "Priya",
      redirect_url: CALLBACK,
      state: STATE,
    });
    const back = new URL(submitted.body.data.redirect_url);
    const verified = await postLoginVerify(app, {
      broker: TEST_BROKER_CODE,
      request_token: back.searchParams.get("request_token"),
      params: { state: "another-state-0000" },
    });
    expect(verified.status).toBe(401);
  });

  it("says what is wrong with a bad query or body (400)", async () => {
    const noBroker = await loginUrl({ broker: "acme", redirect_url: CALLBACK, state: STATE });
    expect(noBroker.status).toBe(400);
    expect(noBroker.body.errorMessage).toMatch(/^broker: /);
    const relative = await loginUrl({ broker: TEST_BROKER_CODE, redirect_url: "/x", state: STATE });
    expect(relative.status).toBe(400);
    expect(relative.body.errorMessage).toMatch(/redirect_url: must be an absolute http\(s\) URL/);
    const badClient = await testBrokerLogin({
      clientId: "no spaces!",
      name: "Priya",
      redirect_url: CALLBACK,
      state: STATE,
    });
    expect(badClient.status).toBe(400);
    expect(badClient.body.errorMessage).toMatch(/Client id: 2 to 16 letters or digits/);
  });
});
