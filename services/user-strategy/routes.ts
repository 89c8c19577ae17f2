import { Hono } from "hono";
import { requireSession, type SessionEnv } from "../auth/require-session";
import type { SessionAuth } from "../auth/session-auth";
import type { BrokerRegistry } from "../brokers/registry";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { serviceHealth } from "../http/service-health";
import { alertsRoutes, type AlertsRoutesDeps } from "./alerts-routes";
import { favouritesRoutes } from "./favourites-routes";
import { marginRoutes } from "./margin-routes";
import { profileRoutes } from "./profile-routes";
import { basketReadRoutes, strategyListRoutes } from "./basket-routes";
import type { BasketEngine } from "../baskets/basket-engine";
import { strategyProfileRoutes } from "./strategy-profile-routes";
import { statementRoutes } from "../statement/statement-routes";

export interface UserStrategyRoutesDeps {
  db: Db;
  baskets: BasketEngine;
  brokers: BrokerRegistry;
  brokerSessions: BrokerSessionStore;
  sessions: SessionAuth;
  /** The Web Push key and the push endpoints allowed (alerts-routes.ts). */
  alerts: Omit<AlertsRoutesDeps, "db">;
}

/**
 * The user-strategy service (profile, margin, favourites, alerts, basket details, active
 * strategies, the year's statement), mounted at /user-strategy.
 */
export function userStrategyRoutes({
  db,
  brokers,
  brokerSessions,
  sessions,
  baskets,
  alerts,
}: UserStrategyRoutesDeps): Hono {
  const app = new Hono();
  // GET /user-strategy/health: the user-strategy service is up.
  app.get("/health", serviceHealth("user-strategy"));

  app.route("/strategy/profile", strategyProfileRoutes(db, sessions));

  // Every /user call needs a valid session token naming an existing user (401 otherwise).
  const user = new Hono<SessionEnv>();
  user.use("*", requireSession(db, sessions));
  user.route("/profile", profileRoutes(db));
  user.route("/margin", marginRoutes(brokerSessions, brokers));
  user.route("/subscribe", favouritesRoutes(db));
  user.route("/alerts", alertsRoutes({ db, ...alerts }));
  app.route("/user", user);

  const withSession = (routes: Hono<SessionEnv>) => {
    const gated = new Hono<SessionEnv>();
    gated.use("*", requireSession(db, sessions));
    return gated.route("/", routes);
  };
  app.route("/basket", withSession(basketReadRoutes(baskets)));
  app.route("/strategy", withSession(strategyListRoutes(baskets)));
  app.route("/statement", withSession(statementRoutes(baskets)));
  return app;
}
