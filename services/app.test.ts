import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { openDatabase, type Database } from "./db/database";
import { HTTP_SERVICES } from "./service-catalogue";
import { recordingLogger } from "./testing/recording-logger";
import { testAppDeps } from "./testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "./testing/test-config";

const WEB_ORIGIN = "http://localhost:3000";

async function appWith(database: Database) {
  const deps = await testAppDeps(database, { config: testConfig({ webOrigins: [WEB_ORIGIN] }) });
  return { app: buildApp(deps), logger: deps.logger };
}

describe("services app", () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
  });
  afterAll(() => database.close());

  it("GET /health reports every service and a healthy database", async () => {
    const { app } = await appWith(database);
    const response = await app.request("/health");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: "ok",
      services: ["bridge", "user-strategy", "search", "market-feed", "analyst", "realtime"],
      database: "ok",
      uptime_s: expect.any(Number),
    });
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it.each(HTTP_SERVICES)("GET $basePath/health answers for $name", async ({ name, basePath }) => {
    const { app } = await appWith(database);
    const response = await app.request(`${basePath}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", service: name });
  });

  it("answers an unknown path with the JSON 404", async () => {
    const { app } = await appWith(database);
    for (const path of ["/nope", "/bridge/nope", "/bridge"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ is_success: false, errorMessage: "Not found" });
    }
  });

  it("answers a thrown error with a bare 500, and logs the error itself", async () => {
    const { app, logger } = await appWith(database);
    app.get("/boom", () => {
      throw new Error("relation secret_table does not exist");
    });
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ is_success: false, errorMessage: "Internal error" });
    expect(text).not.toContain("secret_table");
    expect(logger.entries).toMatchObject([
      { level: "error", message: "Unhandled error", fields: { path: "/boom" } },
    ]);
  });

  it("passes a deliberate 4xx HTTPException through as JSON", async () => {
    const { app, logger } = await appWith(database);
    app.get("/forbidden", () => {
      throw new HTTPException(403, { message: "You are not allowed to take this action" });
    });
    const response = await app.request("/forbidden");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      is_success: false,
      errorMessage: "You are not allowed to take this action",
    });
    expect(logger.entries).toEqual([]);
  });

  it("allows credentialed CORS from the web origin only", async () => {
    const { app } = await appWith(database);
    const preflight = (origin: string) =>
      app.request("/user-strategy/health", {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "PUT",
          "Access-Control-Request-Headers": "authorization,content-type",
        },
      });

    const allowed = await preflight(WEB_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe(WEB_ORIGIN);
    expect(allowed.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(allowed.headers.get("Access-Control-Allow-Headers")).toMatch(/Authorization/);

    const other = await preflight("https://evil.example");
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("refuses a browser's state-changing call from another origin (403), before any handler", async () => {
    const { app } = await appWith(database);
    const logIn = (headers: Record<string, string>) =>
      app.request("/bridge/login/verify", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ broker: "strikeline_broker", request_token: "x" }),
      });
    const foreign = await logIn({ Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      is_success: false,
      errorMessage: "Origin not allowed: https://evil.example",
    });
    // The web app's own origin, and callers that are not browsers, reach the handler.
    expect((await logIn({ Origin: WEB_ORIGIN })).status).not.toBe(403);
    expect((await logIn({})).status).not.toBe(403);
    // Reads are not state-changing: CORS alone keeps their answers from other origins.
    const read = await app.request("/search/health", {
      headers: { Origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });

  it("answers with the shared security headers, JSON framed and loading nothing", async () => {
    const { app } = await appWith(database);
    for (const response of [await app.request("/health"), await app.request("/no-such-path")]) {
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("services app with a failed database", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("GET /health is degraded with 503", async () => {
    // The database answers at start, then goes away.
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    const { app, logger } = await appWith(database);
    await database.close();
    const response = await app.request("/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: "error" });
    expect(logger.entries).toMatchObject([{ level: "warn" }]);
  });
});
