import { Hono } from "hono";
import { z } from "zod";
import type { SessionEnv } from "../auth/require-session";
import { adjustmentPreview } from "../baskets/basket-adjustment";
import type { BasketEngine } from "../baskets/basket-engine";
import { basketDetails, listBaskets } from "../baskets/basket-reads";
import { basketErrorAnswer } from "../bridge/basket-routes";
import { readQuery } from "../http/request-body";
import { placeMargin } from "../baskets/place-margin";
import { MAX_LOTS, MIN_LOTS } from "../../lib/track/place-order";

const basketQuerySchema = z.object({ basket_id: z.string().trim().min(1) });

/** /basket: a trader's own basket (another trader's is not found). */
export function basketReadRoutes(engine: BasketEngine): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // GET /basket/details?basket_id=: {isSuccess, data:{basket_info, signals}} (spec §7 spelling).
  app.get("/details", async (c) => {
    const query = readQuery(c, basketQuerySchema);
    if (!query.ok) return c.json({ isSuccess: false, errorMessage: query.message }, 400);
    try {
      const data = await basketDetails(engine, c.get("user"), query.data.basket_id);
      return c.json({ isSuccess: true, data });
    } catch (error) {
      return basketErrorAnswer(c, error, "isSuccess");
    }
  });

  // GET /basket/adjustment?basket_id=: the orders the analyst's adjustment would send.
  app.get("/adjustment", async (c) => {
    const query = readQuery(c, basketQuerySchema);
    if (!query.ok) return c.json({ is_success: false, errorMessage: query.message }, 400);
    try {
      const data = await adjustmentPreview(engine, c.get("user"), query.data.basket_id);
      return c.json({ is_success: true, data });
    } catch (error) {
      return basketErrorAnswer(c, error, "is_success");
    }
  });
  return app;
}

const placeMarginQuerySchema = z.object({
  strategy_id: z.string().trim().min(1),
  no_of_lot: z.coerce.number().int().min(MIN_LOTS).max(MAX_LOTS),
});

/**
 * /strategy/active and /strategy/history: the trader's analyst-managed baskets; /strategy/margin:
 * what placing one would block at their broker.
 */
export function strategyListRoutes(engine: BasketEngine): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  // GET /strategy/margin?strategy_id=&no_of_lot=: {required_margin, estimated}.
  app.get("/margin", async (c) => {
    const query = readQuery(c, placeMarginQuerySchema);
    if (!query.ok) return c.json({ is_success: false, errorMessage: query.message }, 400);
    const { strategy_id, no_of_lot } = query.data;
    try {
      const data = await placeMargin(engine, c.get("user"), strategy_id, no_of_lot);
      return c.json({ is_success: true, data });
    } catch (error) {
      return basketErrorAnswer(c, error, "is_success");
    }
  });
  for (const which of ["active", "history"] as const) {
    // GET /strategy/active (live baskets) and GET /strategy/history (exited ones).
    app.get(`/${which}`, async (c) => {
      try {
        return c.json({ is_success: true, data: await listBaskets(engine, c.get("user"), which) });
      } catch (error) {
        return basketErrorAnswer(c, error, "is_success");
      }
    });
  }
  return app;
}
