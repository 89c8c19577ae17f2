import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BROKER_CODE } from "../../lib/product";
import { verifySessionToken } from "../../lib/session/session-token";
import { buildApp } from "../app";
import { openDatabase, type Database } from "../db/database";
import { findUserById } from "../db/users-repo";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import {
  postLoginVerify,
  testBrokerVerifyBody,
  type LoginVerifyBody,
} from "./testing/test-broker-login";

describe(
  "POST /bridge/login/verify with the test broker",
  { timeout: PGLITE_BOOT_TIMEOUT_MS },
  () => {
    let database: Database;
    let app: Hono;
    let deps: Awaited<ReturnType<typeof testAppDeps>>;

    beforeAll(async () => {
      database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
      await database.migrate();
      deps = await testAppDeps(database);
      app = buildApp(deps);
    }, PGLITE_BOOT_TIMEOUT_MS);
    afterAll(() => database.close());

    const verifyBody = (clientId: string, state?: string) =>
      testBrokerVerifyBody(deps.config, deps.market, { clientId, name: "Asha Rao" }, state);

    it("signs a 12 h session for a first login: a NEW_USER with the broker's profile", async () => {
      const response = await postLoginVerify(app, verifyBody("pa123"));
      expect(response.status).toBe(200);
      const { is_success, data } = (await response.json()) as LoginVerifyBody;
      expect(is_success).toBe(true);
      expect(data.expires_in).toBe(43_200);
      expect(data.user_type).toBe("NEW_USER");
      expect(data.profile).toEqual({
        broker: TEST_BROKER_CODE,
        client_id: "PA123",
        email: null,
        name: "Asha Rao",
        phone_number: null,
        bridger: "strikeline",
        user_type: "NEW_USER",
      });

      const check = await verifySessionToken(
        data.token,
        deps.config.sessionSecret,
        deps.clock.now(),
      );
      if (check.status !== "valid") throw new Error(`token ${check.status}`);
      expect(check.claims).toMatchObject({ broker: TEST_BROKER_CODE, clientId: "PA123" });
      const user = await findUserById(database.db, check.claims.sub);
      expect(user?.clientId).toBe("PA123");
      expect((await deps.brokerSessions.find(user!))?.accessToken).toBeTruthy();
    });

    it("makes the same user EXISTING_USER_ACTIVE on a later login, keeping one broker session", async () => {
      const first = (await (
        await postLoginVerify(app, verifyBody("RET1"))
      ).json()) as LoginVerifyBody;
      const firstCheck = await verifySessionToken(
        first.data.token,
        deps.config.sessionSecret,
        deps.clock.now(),
      );
      if (firstCheck.status !== "valid") throw new Error("first token invalid");
      const returning = await findUserById(database.db, firstCheck.claims.sub);
      const firstSession = await deps.brokerSessions.find(returning!);

      const response = await postLoginVerify(app, verifyBody("RET1", "state-2"));
      expect(response.status).toBe(200);
      const second = (await response.json()) as LoginVerifyBody;
      expect(second.data.user_type).toBe("EXISTING_USER_ACTIVE");
      expect(second.data.profile.user_type).toBe("EXISTING_USER_ACTIVE");
      const secondCheck = await verifySessionToken(
        second.data.token,
        deps.config.sessionSecret,
        deps.clock.now(),
      );
      if (secondCheck.status !== "valid") throw new Error("second token invalid");
      expect(secondCheck.claims.sub).toBe(firstCheck.claims.sub);
      const secondSession = await deps.brokerSessions.find(returning!);
      expect(firstSession?.accessToken).toBeTruthy();
      expect(secondSession?.accessToken).toBeTruthy();
    });

    it("answers 400 saying what is wrong with a bad body", async () => {
      const cases: [unknown, string][] = [
        ["{not json", "body: must be JSON"],
        [{ broker: TEST_BROKER_CODE }, "request_token: is required"],
        [{ broker: "nobroker", request_token: "x" }, "broker: must be one of"],
        [{ broker: TEST_BROKER_CODE, request_token: "  " }, "request_token:"],
      ];
      for (const [body, message] of cases) {
        const response = await postLoginVerify(app, body);
        expect(response.status).toBe(400);
        const json = (await response.json()) as { is_success: boolean; errorMessage: string };
        expect(json.is_success).toBe(false);
        expect(json.errorMessage).toContain(message);
      }
    });

    it("answers 401 with the broker's message for a bad or replayed-elsewhere request token", async () => {
      const forged = { ...verifyBody("BAD1"), request_token: "forged.token" };
      const wrongState = { ...verifyBody("BAD1"), params: { state: "another-login" } };
      for (const body of [forged, wrongState]) {
        const response = await postLoginVerify(app, body);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          is_success: false,
          errorMessage: "Login expired or invalid: log in again",
        });
      }
    });

    it("answers 400 with the broker's message when its login is not available", async () => {
      const response = await postLoginVerify(app, { broker: "iifl", request_token: "abc" });
      const json = (await response.json()) as { errorMessage: string };
      expect(response.status).toBe(400);
      expect(json.errorMessage.length).toBeGreaterThan(0);
    });
  },
);
