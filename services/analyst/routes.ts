import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, jsonErrorHandler } from "../http/json-errors";
import type { Logger } from "../logger";
import type { CatalogueDeps } from "../catalogue/catalogue-deps";
import { CatalogueError, type CatalogueErrorKind } from "../catalogue/catalogue-error";
import { strategyTemplate, tradeboxWire } from "../catalogue/tradebox-reads";
import {
  adjustTradebox,
  closeTradebox,
  createTradebox,
  publishTradebox,
} from "../catalogue/tradebox-writes";
import { analystAuth } from "./analyst-auth";
import { isBrokerCode } from "../../lib/brokers";
import { BrokerHalts } from "../baskets/safeguards/broker-halts";
import { brokerHalts } from "../db/schema";
import { faultConfigSchema, type FaultInjector } from "../brokers/test-broker/faults";
import { describeZodError } from "../catalogue/tradebox-input";
import {
  runSandboxDrill,
  sandboxDrillSchema,
  type DrillTarget,
} from "../brokers/sandbox/sandbox-drills";
import {
  MarketMoveRefused,
  marketMoveRequestSchema,
  marketMoveWire,
  type MarketMoves,
} from "../market/market-moves";

export interface AnalystRoutesDeps {
  /** ServicesConfig.analystApiKey; undefined turns the API off (503). */
  apiKey: string | undefined;
  catalogue: CatalogueDeps;
  logger: Logger;
  /** The paper broker's fault switchboard, for drills against the test broker. */
  faults: FaultInjector;
  /** The exchanges behind this server's sandbox brokers, by broker code, for their drills. */
  sandboxes?: ReadonlyMap<string, DrillTarget>;
  /** The drills' moves of the simulated market (every instance's); unset: no market routes. */
  marketMoves?: MarketMoves;
}

const STATUS_OF: Record<CatalogueErrorKind, ContentfulStatusCode> = {
  INVALID: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    throw new CatalogueError("INVALID", "body: not valid JSON");
  }
}

/**
 * The analyst API, mounted at /analyst: create a tradebox from a strategy template, publish,
 * adjust and close it, and read it back (the tradebox and its current basket). Every answer is
 * `{is_success: true, data}` or `{is_success: false, errorMessage}`.
 */
export function analystRoutes({
  apiKey,
  catalogue,
  logger,
  faults,
  sandboxes = new Map(),
  marketMoves,
}: AnalystRoutesDeps): Hono {
  const app = new Hono();
  // GET /health: whether the analyst API is mounted; no key needed, nothing revealed.
  app.get("/health", (c) => c.json({ status: "ok", service: "analyst" }));
  app.use("*", analystAuth(apiKey));

  /** The tradebox (spec §3) and its current basket (strategy template) after a change. */
  const show = async (id: string) => ({
    tradebox: await tradeboxWire(catalogue.db, id),
    template: await strategyTemplate(catalogue.db, id),
  });

  // PUT /analyst/test-broker/faults: replace the test broker's faults (rejectNext, partialFill,
  // fillDelayMs, timeoutNext, dropOrderUpdates); the journeys and drills reject a leg with it.
  app.put("/test-broker/faults", async (c) => {
    const parsed = faultConfigSchema.safeParse(await jsonBody(c));
    if (!parsed.success) throw new CatalogueError("INVALID", describeZodError(parsed.error));
    faults.configure(parsed.data);
    logger.info("Test broker faults set", { faults: parsed.data });
    return c.json({ is_success: true, data: faults.active() });
  });
  // DELETE /analyst/test-broker/faults: every fault off.
  app.delete("/test-broker/faults", (c) => {
    faults.reset();
    return c.json({ is_success: true, data: faults.active() });
  });

  const halts = new BrokerHalts(catalogue.db, logger);
  // GET /analyst/brokers/halts: the brokers whose new positions are stopped, and why.
  app.get("/brokers/halts", async (c) =>
    c.json({ is_success: true, data: await catalogue.db.select().from(brokerHalts) }),
  );
  // DELETE /analyst/brokers/:broker/halt: new positions through the broker go again, once its
  // prices are read right (broker-halts.ts); 404 when it was not stopped.
  app.delete("/brokers/:broker/halt", async (c) => {
    const broker = c.req.param("broker");
    if (!isBrokerCode(broker) || !(await halts.lift(broker))) {
      throw new CatalogueError("NOT_FOUND", `Orders through ${broker} are not stopped`);
    }
    logger.info("Broker halt lifted", { broker });
    return c.json({ is_success: true, data: { broker } });
  });

  // POST /analyst/sandbox/:broker/drill: a sandbox broker refuses the next orders with a
  // reason, ends every session (its daily rollover) or drops its stream; 404 for a broker not
  // sandboxed here.
  app.post("/sandbox/:broker/drill", async (c) => {
    const broker = c.req.param("broker");
    const sandbox = sandboxes.get(broker);
    if (!sandbox)
      throw new CatalogueError("NOT_FOUND", `${broker} is not a sandbox on this server`);
    const parsed = sandboxDrillSchema.safeParse(await jsonBody(c));
    if (!parsed.success) throw new CatalogueError("INVALID", describeZodError(parsed.error));
    runSandboxDrill(sandbox, parsed.data);
    logger.info("Sandbox drill run", { broker, drill: parsed.data });
    return c.json({ is_success: true, data: parsed.data });
  });

  if (marketMoves) {
    // POST /analyst/market/move {underlying_token, points}: the simulated index (NSE's and the
    // practice market, so the paper broker and sandboxes) moves by `points` from now on, on every
    // instance within a second → 201 {underlying_token, points, at, level}.
    app.post("/market/move", async (c) => {
      const parsed = marketMoveRequestSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw new CatalogueError("INVALID", describeZodError(parsed.error));
      const { underlying_token: token, points } = parsed.data;
      try {
        const { move, level } = await marketMoves.move(token, points);
        return c.json({ is_success: true, data: { ...marketMoveWire(move), level } }, 201);
      } catch (error) {
        if (error instanceof MarketMoveRefused) throw new CatalogueError("INVALID", error.message);
        throw error;
      }
    });
    // GET /analyst/market/moves: every move in force, oldest first.
    app.get("/market/moves", async (c) =>
      c.json({ is_success: true, data: (await marketMoves.list()).map(marketMoveWire) }),
    );
    // DELETE /analyst/market/moves: every move gone, the market is the seeded walk again.
    app.delete("/market/moves", async (c) =>
      c.json({ is_success: true, data: { removed: await marketMoves.clear() } }),
    );
  }

  // POST /analyst/tradeboxes: a new PENDING tradebox from a strategy template → 201.
  app.post("/tradeboxes", async (c) => {
    const id = await createTradebox(catalogue, await jsonBody(c));
    return c.json({ is_success: true, data: await show(id) }, 201);
  });
  // POST /analyst/tradeboxes/:id/publish: PENDING → OPEN.
  app.post("/tradeboxes/:id/publish", async (c) => {
    await publishTradebox(catalogue, c.req.param("id"));
    return c.json({ is_success: true, data: await show(c.req.param("id")) });
  });
  // POST /analyst/tradeboxes/:id/adjust {legs}: a new basket; the tradebox becomes ADJUSTED.
  app.post("/tradeboxes/:id/adjust", async (c) => {
    await adjustTradebox(catalogue, c.req.param("id"), await jsonBody(c));
    return c.json({ is_success: true, data: await show(c.req.param("id")) });
  });
  // POST /analyst/tradeboxes/:id/close: → CLOSED.
  app.post("/tradeboxes/:id/close", async (c) => {
    await closeTradebox(catalogue, c.req.param("id"));
    return c.json({ is_success: true, data: await show(c.req.param("id")) });
  });
  // GET /analyst/tradeboxes/:id: the tradebox and its current basket.
  app.get("/tradeboxes/:id", async (c) =>
    c.json({ is_success: true, data: await show(c.req.param("id")) }),
  );

  // A refusal is the analyst's to read; anything else is a fault (logged, a bare 500).
  const unexpected = jsonErrorHandler(logger);
  app.onError((error, c) =>
    error instanceof CatalogueError
      ? c.json(errorBody(error.message), STATUS_OF[error.kind])
      : unexpected(error, c),
  );
  return app;
}
