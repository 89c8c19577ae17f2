import { Hono } from "hono";
import { z } from "zod";
import type { SessionEnv } from "../auth/require-session";
import type { BasketEngine } from "../baskets/basket-engine";
import { basketErrorAnswer } from "../bridge/basket-routes";
import { readQuery } from "../http/request-body";
import { financialYearOf, parseFinancialYear } from "../../lib/statement/financial-year";
import { indiaClock } from "../../lib/market/india-time";
import { taxStatement } from "./tax-statement";

const statementQuerySchema = z.object({
  /** "2026-27"; the financial year of today (India) when left out. */
  fy: z.optional(z.string().trim()),
});

/** /statement: the trader's statement of a financial year, for the tax return (tax-statement.ts). */
export function statementRoutes(engine: BasketEngine): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  // GET /statement?fy=2026-27: {financial_year, from, to, broker, baskets, totals}.
  app.get("/", async (c) => {
    const query = readQuery(c, statementQuerySchema);
    if (!query.ok) return c.json({ is_success: false, errorMessage: query.message }, 400);
    const { fy } = query.data;
    const year = fy ? parseFinancialYear(fy) : financialYearOf(indiaClock(engine.deps.now()).date);
    if (!year) {
      const errorMessage = `Not a financial year: ${fy} (write it as 2026-27)`;
      return c.json({ is_success: false, errorMessage }, 400);
    }
    try {
      return c.json({ is_success: true, data: await taxStatement(engine, c.get("user"), year) });
    } catch (error) {
      return basketErrorAnswer(c, error, "is_success");
    }
  });
  return app;
}
