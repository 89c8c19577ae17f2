import { Hono } from "hono";
import { paiseToDecimalString } from "../../lib/money/parse-rupees";
import type { SessionEnv } from "../auth/require-session";
import { BrokerError } from "../brokers/broker";
import type { BrokerRegistry } from "../brokers/registry";
import { brokerErrorStatus } from "../http/broker-error-status";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import { errorBody } from "../http/json-errors";

/** /user/margin: the funds the caller's broker says they can trade with. */
export function marginRoutes(
  brokerSessions: BrokerSessionStore,
  brokers: BrokerRegistry,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // GET /user/margin: {available_margin} in rupees (a number with 2 decimals) from the broker.
  app.get("/", async (c) => {
    const user = c.get("user");
    const session = await brokerSessions.find(user);
    if (!session) return c.json(errorBody("No broker session: log in again"), 401);
    try {
      const funds = await brokers[user.broker].availableFunds(session);
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
