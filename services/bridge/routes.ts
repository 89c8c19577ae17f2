import { Hono } from "hono";
import { BrokerError } from "../brokers/broker";
import type { BrokerRegistry } from "../brokers/registry";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { errorBody } from "../http/json-errors";
import { serviceHealth } from "../http/service-health";
import type { Logger } from "../logger";
import { brokerErrorStatus } from "../http/broker-error-status";
import { loginVerifySchema, verifyLogin } from "./login-verify";
import { readJsonBody } from "../http/request-body";
import { requireSession, type SessionEnv } from "../auth/require-session";
import type { SessionAuth } from "../auth/session-auth";
import type { BasketEngine } from "../baskets/basket-engine";
import { basketOrderRoutes } from "./basket-routes";
import { loginHandOffRoutes, type LoginHandOffDeps } from "./login-hand-off-routes";

export interface BridgeRoutesDeps extends LoginHandOffDeps {
  db: Db;
  baskets: BasketEngine;
  brokers: BrokerRegistry;
  brokerSessions: BrokerSessionStore;
  sessions: SessionAuth;
  logger: Logger;
}

/** The bridge service (login verify and basket orders to the broker), mounted at /bridge. */
export function bridgeRoutes(deps: BridgeRoutesDeps): Hono {
  const app = new Hono();
  // GET /bridge/health: the bridge service is up.
  app.get("/health", serviceHealth("bridge"));

  app.route("/", loginHandOffRoutes(deps));

  const orders = new Hono<SessionEnv>();
  orders.use("*", requireSession(deps.db, deps.sessions));
  orders.route("/", basketOrderRoutes(deps.baskets));
  app.route("/basket", orders);

  // POST /bridge/login/verify: the broker's request token → the user and a 12 h session token.
  app.post("/login/verify", async (c) => {
    const body = await readJsonBody(c, loginVerifySchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    try {
      const data = await verifyLogin(deps, body.data);
      deps.logger.info("Login verified", { broker: body.data.broker, user_type: data.user_type });
      return c.json({ is_success: true, data });
    } catch (error) {
      if (!(error instanceof BrokerError)) throw error;
      deps.logger.info("Login refused by the broker", {
        broker: body.data.broker,
        code: error.code,
      });
      return c.json(errorBody(error.message), brokerErrorStatus(error.code));
    }
  });
  return app;
}
