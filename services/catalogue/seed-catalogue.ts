import { inArray } from "drizzle-orm";
import { PAISE_PER_RUPEE } from "../../lib/money/paise";
import { performanceWindows } from "../../lib/performance/performance-windows";
import { strategies } from "../db/schema";
import type { SimulatedMarket } from "../market/simulated-market";
import { backtestSeries } from "./backtest";
import { marginLegsOf, payoffDataOf } from "./basket-figures";
import type { CatalogueDeps } from "./catalogue-deps";
import { displayImage } from "./display-image";
import { resolveLegs } from "./resolve-legs";
import { sampleCatalogue } from "./sample-catalogue";
import { slugify } from "./slugify";
import { closeTradebox, createTradebox, publishTradebox } from "./tradebox-writes";

/** The sample catalogue's own seed: the same line-up on every machine. */
export const SAMPLE_CATALOGUE_SEED = 60_601;

export interface SeedResult {
  created: number;
  skipped: number;
}

/**
 * Writes the sample catalogue (sample-catalogue.ts) with its figures: payoff_data and the card
 * image from the legs, margin from the margin function, last three/six/nine period performance
 * from a backtest on the market. Idempotent: a tradebox whose slug exists is left as it is.
 */
export async function seedSampleCatalogue(
  deps: CatalogueDeps & { market: SimulatedMarket },
): Promise<SeedResult> {
  const samples = sampleCatalogue(deps.market, SAMPLE_CATALOGUE_SEED);
  const slugs = samples.map((sample) => slugify(sample.input.name));
  const existing = new Set(
    (
      await deps.db
        .select({ slug: strategies.slug })
        .from(strategies)
        .where(inArray(strategies.slug, slugs))
    ).map((row) => row.slug),
  );
  let created = 0;
  for (const sample of samples) {
    if (existing.has(slugify(sample.input.name))) continue;
    const { input } = sample;
    const legs = resolveLegs(input.underlying_token, input.legs, deps.market);
    const spot = deps.market.indexLevel(input.underlying_token);
    const payoff = payoffDataOf(legs, Math.round(spot * 100) / 100);
    const margin = deps.margin(marginLegsOf(legs)) / PAISE_PER_RUPEE;
    const series = backtestSeries(deps.market, {
      underlyingToken: input.underlying_token,
      frequency: input.frequency,
      legs: sample.recipeLegs,
      margin,
    });
    const id = await createTradebox(
      deps,
      { ...input, display_image: displayImage(input.name, input.market_trend, payoff) },
      { performance: performanceWindows(series, input.frequency) },
    );
    if (sample.status !== "PENDING") await publishTradebox(deps, id);
    if (sample.status === "CLOSED") await closeTradebox(deps, id);
    created += 1;
  }
  return { created, skipped: samples.length - created };
}
