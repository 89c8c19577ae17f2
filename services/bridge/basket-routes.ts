import { Hono, type Context } from "hono";
import type { $ZodType, output } from "zod/v4/core";
import type { SessionEnv } from "../auth/require-session";
import { BrokerError } from "../brokers/broker";
import { BasketError, basketErrorStatus } from "../baskets/basket-error";
import {
  basketIdSchema,
  exitBasket,
  exitBasketSchema,
  placeBasket,
  placeBasketSchema,
  retryBasket,
} from "../baskets/basket-actions";
import type { BasketEngine } from "../baskets/basket-engine";
import type { Trader } from "../baskets/trader";
import { brokerErrorStatus } from "../http/broker-error-status";
import { errorBody } from "../http/json-errors";
import { readJsonBody } from "../http/request-body";
import { adjustBasket } from "../baskets/basket-adjustment";
import { setExitRulesRequestSchema } from "../../lib/exit-rules/exit-rules-wire";
import { removeExitRules, setExitRules } from "../exit-rules/basket-exit-rules";

/** A basket order call: its body schema and what it does for the caller. */
function basketCall<S extends $ZodType>(
  schema: S,
  act: (user: Trader, body: output<S>) => Promise<unknown>,
) {
  return async (c: Context<SessionEnv>) => {
    const body = await readJsonBody(c, schema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    try {
      return c.json({ is_success: true, data: await act(c.get("user"), body.data) });
    } catch (error) {
      return basketErrorAnswer(c, error, "is_success");
    }
  };
}

/**
 * The answer to a basket or broker refusal (its status, the envelope's flag false and the
 * message); anything else is rethrown as a fault.
 */
export function basketErrorAnswer(
  c: Context,
  error: unknown,
  flag: "is_success" | "isSuccess",
): Response {
  const status =
    error instanceof BasketError
      ? basketErrorStatus(error)
      : error instanceof BrokerError
        ? brokerErrorStatus(error.code)
        : undefined;
  if (status === undefined || !(error instanceof Error)) throw error;
  return c.json({ [flag]: false, errorMessage: error.message }, status);
}

/** /basket: the trader's basket orders, sent through their broker. */
export function basketOrderRoutes(engine: BasketEngine): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  // POST /basket/place: place a tradebox's legs for no_of_lot lots, once per idempotency_key.
  app.post(
    "/place",
    basketCall(placeBasketSchema, (user, body) => placeBasket(engine, user, body)),
  );
  // POST /basket/retry: re-send only the orders that failed.
  app.post(
    "/retry",
    basketCall(basketIdSchema, (user, body) => retryBasket(engine, user, body.basket_id)),
  );
  // POST /basket/exit: exit every leg, or the legs named where the tradebox allows it.
  app.post(
    "/exit",
    basketCall(exitBasketSchema, (user, body) => exitBasket(engine, user, body)),
  );
  // POST /basket/adjust: move the basket to the analyst's adjusted legs.
  app.post(
    "/adjust",
    basketCall(basketIdSchema, (user, body) => adjustBasket(engine, user, body.basket_id)),
  );
  // PUT /basket/exit-rules {basket_id, rules}: the trader's exit rules (docs/exit-rules.md).
  app.put(
    "/exit-rules",
    basketCall(setExitRulesRequestSchema, (user, body) => setExitRules(engine, user, body)),
  );
  // DELETE /basket/exit-rules {basket_id}: the basket keeps no rules of the trader's.
  app.delete(
    "/exit-rules",
    basketCall(basketIdSchema, (user, body) => removeExitRules(engine, user, body.basket_id)),
  );
  return app;
}
