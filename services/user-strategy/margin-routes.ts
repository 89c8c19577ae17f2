import { Hono } from "hono";
import { paiseToDecimalString } from "../../lib/money/parse-rupees";
import type { SessionEnv } from "../auth/require-session";
import { BrokerError } from "../brokers/broker";
import type { BrokerRegistry } from "../brokers/registry";
import { brokerErrorStatus } from "../http/broker-error-status";
import { findBrokerSession } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { errorBody } from "../http/json-errors";

/** /user/margin: the funds the caller's broker says they can trade with. */
export function marginRoutes(db: Db, brokers: BrokerRegistry): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // GET /user/margin: {available_margin} in rupees (a number with 2 decimals) from the broker.
  app.get("/", async (c) => {
    const user = c.get("user");
    const stored = await findBrokerSession(db, user.id);
    if (!stored) return c.json(errorBody("No broker session: log in again"), 401);
    try {
      const funds = await brokers[user.broker].availableFunds({
        clientId: user.clientId,
        accessToken: stored.accessToken,
      });
      return c.json({
        is_success: true,
        data: { available_margin: Number(paiseToDecimalString(funds)) },
      });
    } catch (error) {
      if (!(error instanceof BrokerError)) throw error;
      return c.json(errorBody(error.message), brokerErrorStatus(error.code));
    }
  });
  return app;
}
