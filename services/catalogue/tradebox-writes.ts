import { eq } from "drizzle-orm";
import type { z } from "zod";
import { parseRupees } from "../../lib/money/parse-rupees";
import { PAISE_PER_RUPEE, type Paise } from "../../lib/money/paise";
import type { PerformanceWindow } from "../../lib/performance/performance-windows";
import type { PerformanceSummary } from "../../lib/performance/portfolio-series";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import { BrokerError } from "../brokers/broker";
import { strategies, strategyBaskets, type AnalystBasketStatus } from "../db/schema";
import { basketInstrumentType, marginLegsOf, payoffDataOf } from "./basket-figures";
import { insertBasket, setBasketStatus } from "./basket-rows";
import { CatalogueError } from "./catalogue-error";
import type { CatalogueDeps } from "./catalogue-deps";
import { resolveLegs, type ResolvedLeg } from "./resolve-legs";
import { slugify } from "./slugify";
import { findStrategy } from "./strategy-lookup";
import { isUniqueViolation } from "./unique-violation";
import { adjustmentInputSchema, describeZodError, tradeboxInputSchema } from "./tradebox-input";

/** Stored figures the analyst API does not take (the sample catalogue's backtest). */
export interface TradeboxExtras {
  performance?: Record<PerformanceWindow, PerformanceSummary>;
}

function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new CatalogueError("INVALID", describeZodError(result.error));
  return result.data;
}

/** A leg the margin estimate cannot price is input the analyst must fix (400), not a fault. */
function marginEstimate(deps: CatalogueDeps, legs: readonly ResolvedLeg[]): Paise {
  try {
    return deps.margin(marginLegsOf(legs));
  } catch (error) {
    if (error instanceof BrokerError) throw new CatalogueError("INVALID", error.message);
    throw error;
  }
}

/** The basket's figures now: payoff_data from lib/payoff, margin from the margin function. */
function basketFigures(
  deps: CatalogueDeps,
  underlyingToken: UnderlyingToken,
  legs: readonly ResolvedLeg[],
  marginOverride: Paise | undefined,
) {
  const spot = deps.market.lastTradedPrice(underlyingToken);
  if (spot === undefined) {
    throw new CatalogueError("INVALID", `No market price for underlying ${underlyingToken}`);
  }
  return {
    payoffData: payoffDataOf(legs, spot / PAISE_PER_RUPEE),
    marginRequiredPaise: marginOverride ?? marginEstimate(deps, legs),
    insType: basketInstrumentType(legs),
  };
}

/** A new tradebox (PENDING) from a strategy template; its first basket holds the legs. */
export async function createTradebox(
  deps: CatalogueDeps,
  input: unknown,
  extras: TradeboxExtras = {},
): Promise<string> {
  const template = parseOrThrow(tradeboxInputSchema, input);
  const slug = template.slug ?? slugify(template.name);
  if (!slug) throw new CatalogueError("INVALID", "name: must contain a letter or digit");
  const legs = resolveLegs(template.underlying_token, template.legs, deps.market);
  const margin =
    template.margin_required === undefined ? undefined : parseRupees(template.margin_required);
  const figures = basketFigures(deps, template.underlying_token, legs, margin);
  const existing = await deps.db
    .select({ id: strategies.id })
    .from(strategies)
    .where(eq(strategies.slug, slug));
  if (existing.length > 0) throw new CatalogueError("CONFLICT", `slug '${slug}' is taken`);

  const strategyId = await insertTradebox(deps, slug, template, legs, figures, extras).catch(
    (error: unknown) => {
      // Another create took the slug between the check above and this insert.
      if (isUniqueViolation(error)) throw new CatalogueError("CONFLICT", `slug '${slug}' is taken`);
      throw error;
    },
  );
  await deps.changes.emit({ strategyId, kind: "created" });
  return strategyId;
}

function insertTradebox(
  deps: CatalogueDeps,
  slug: string,
  template: z.output<typeof tradeboxInputSchema>,
  legs: readonly ResolvedLeg[],
  figures: ReturnType<typeof basketFigures>,
  extras: TradeboxExtras,
): Promise<string> {
  const at = deps.market.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(strategies)
      .values({
        slug,
        name: template.name,
        description: template.description,
        longDescription: template.long_description,
        displayImage: template.display_image,
        owner: template.owner,
        tag: template.tag,
        strategyType: template.strategy_type,
        frequency: template.frequency,
        riskLevel: template.risk_level,
        marketTrend: template.market_trend,
        underlyingToken: template.underlying_token,
        showBrokers: template.show_brokers,
        allowPartialEnter: template.allow_partial_enter,
        allowPartialExit: template.allow_partial_exit,
        lastThreePerf: extras.performance?.last_three_perf ?? null,
        lastSixPerf: extras.performance?.last_six_perf ?? null,
        lastNinePerf: extras.performance?.last_nine_perf ?? null,
        ...figures,
        createdAt: at,
        basketCreatedAt: at,
        updatedAt: at,
      })
      .returning({ id: strategies.id });
    if (!row) throw new Error("inserting a strategy returned no row");
    const basket = await insertBasket(tx, row.id, 1, "PENDING", legs, at);
    await tx
      .update(strategies)
      .set({ currentBasketId: basket.id })
      .where(eq(strategies.id, row.id));
    return row.id;
  });
}

function requireStatus(
  current: AnalystBasketStatus,
  allowed: readonly AnalystBasketStatus[],
  action: string,
): void {
  if (!allowed.includes(current)) {
    throw new CatalogueError(
      "CONFLICT",
      `cannot ${action} a tradebox that is ${current} (only ${allowed.join(" or ")})`,
    );
  }
}

function requireBasket(basketId: string | null): string {
  if (!basketId) throw new Error("a strategy without a current basket");
  return basketId;
}

/** PENDING → OPEN: the tradebox goes live and its basket can be entered. */
export async function publishTradebox(deps: CatalogueDeps, strategyId: string): Promise<void> {
  const strategy = await findStrategy(deps.db, strategyId);
  requireStatus(strategy.status, ["PENDING"], "publish");
  const at = deps.market.now();
  await deps.db.transaction(async (tx) => {
    await setBasketStatus(tx, requireBasket(strategy.currentBasketId), "OPEN", at);
    await tx
      .update(strategies)
      .set({ status: "OPEN", liveAt: at, updatedAt: at })
      .where(eq(strategies.id, strategyId));
  });
  await deps.changes.emit({ strategyId, kind: "published" });
}

/**
 * OPEN or ADJUSTED → ADJUSTED with new legs: the current basket becomes ADJUSTED (so every user
 * basket on it shows 'Adjustment Available'), a new OPEN basket holds the new legs, and the
 * payoff and margin are recomputed from them.
 */
export async function adjustTradebox(
  deps: CatalogueDeps,
  strategyId: string,
  input: unknown,
): Promise<void> {
  const strategy = await findStrategy(deps.db, strategyId);
  requireStatus(strategy.status, ["OPEN", "ADJUSTED"], "adjust");
  const { legs: legInputs } = parseOrThrow(adjustmentInputSchema, input);
  const legs = resolveLegs(strategy.underlyingToken, legInputs, deps.market);
  const figures = basketFigures(deps, strategy.underlyingToken, legs, undefined);
  const at = deps.market.now();
  const previousId = requireBasket(strategy.currentBasketId);
  await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ version: strategyBaskets.version })
      .from(strategyBaskets)
      .where(eq(strategyBaskets.id, previousId));
    await setBasketStatus(tx, previousId, "ADJUSTED", at);
    const basket = await insertBasket(
      tx,
      strategyId,
      (previous?.version ?? 0) + 1,
      "OPEN",
      legs,
      at,
    );
    await tx
      .update(strategies)
      .set({
        ...figures,
        status: "ADJUSTED",
        currentBasketId: basket.id,
        basketCreatedAt: at,
        updatedAt: at,
      })
      .where(eq(strategies.id, strategyId));
  });
  await deps.changes.emit({ strategyId, kind: "adjusted" });
}

/** Any status but CLOSED → CLOSED: the tradebox and its current basket end. */
export async function closeTradebox(deps: CatalogueDeps, strategyId: string): Promise<void> {
  const strategy = await findStrategy(deps.db, strategyId);
  requireStatus(strategy.status, ["PENDING", "OPEN", "ADJUSTED"], "close");
  const at = deps.market.now();
  await deps.db.transaction(async (tx) => {
    await setBasketStatus(tx, requireBasket(strategy.currentBasketId), "CLOSED", at);
    await tx
      .update(strategies)
      .set({ status: "CLOSED", updatedAt: at })
      .where(eq(strategies.id, strategyId));
  });
  await deps.changes.emit({ strategyId, kind: "closed" });
}
