import {
  FREQUENCY_PERIODS,
  IIFL_STRATEGY_TAG,
  STRATEGY_KINDS,
  type Frequency,
  type StrategyKind,
} from "../../lib/domain/enums";
import { indiaClock } from "../../lib/market/india-time";
import { UNDERLYINGS, UNDERLYING_TOKENS, type UnderlyingToken } from "../../lib/market/underlyings";
import { PRODUCT_SLUG, PRODUCT_STRATEGY_TAG } from "../../lib/product";
import type { AnalystBasketStatus } from "../db/schema";
import { expiryInstant } from "../market/contract-valuation";
import { listedExpiries } from "../market/instruments-master";
import { mulberry32 } from "../market/prng";
import type { SimulatedMarket } from "../market/simulated-market";
import { recipeLegs } from "./recipe-legs";
import { STRATEGY_RECIPES, type RecipeLeg } from "./strategy-recipes";
import type { TradeboxInput } from "./tradebox-input";

/** One tradebox of the sample catalogue, before its figures (margin, payoff, image) are known. */
export interface SampleTradebox {
  input: TradeboxInput & { legs: NonNullable<TradeboxInput["legs"]> };
  /** The recipe the backtest replays. */
  recipeLegs: readonly RecipeLeg[];
  /** Where the seed leaves it: most are OPEN, a few PENDING or CLOSED. */
  status: AnalystBasketStatus;
}

interface SampleSpec {
  name: string;
  kind: StrategyKind;
  token: UnderlyingToken;
  frequency: Frequency;
}

const DAY_MS = 86_400_000;

/** The first expiry the basket can still trade for a while: ≥ 1 day out (weekly), ≥ 7 (else). */
function tradableExpiry(token: UnderlyingToken, frequency: Frequency, now: Date): string {
  const weekly = frequency === "WEEKLY";
  const minimum = now.getTime() + (weekly ? 1 : 7) * DAY_MS;
  const expiry = listedExpiries(token, indiaClock(now).date).find(
    (e) => (weekly || e.monthly) && expiryInstant(e.date).getTime() > minimum,
  );
  if (!expiry) throw new Error(`no tradable expiry for ${token} on ${now.toISOString()}`);
  return expiry.date;
}

/**
 * The catalogue's line-up: every strategy kind on every underlying (monthly), every kind on
 * NIFTY's weeklies, a few event (ADHOC) trades, and a few named 'Test …' for the client-side
 * drop of test tradeboxes.
 */
function sampleSpecs(): SampleSpec[] {
  const label = (kind: StrategyKind) => STRATEGY_RECIPES[kind].label;
  const monthly = UNDERLYING_TOKENS.flatMap((token) =>
    STRATEGY_KINDS.map((kind) => ({
      name: `${UNDERLYINGS[token].name} ${label(kind)}`,
      kind,
      token,
      frequency: "MONTHLY" as const,
    })),
  );
  const weekly = STRATEGY_KINDS.map((kind) => ({
    name: `Nifty Weekly ${label(kind)}`,
    kind,
    token: 3727 as const,
    frequency: "WEEKLY" as const,
  }));
  const special: SampleSpec[] = [
    { name: "Test Iron Condor", kind: "iron_condor", token: 3727, frequency: "MONTHLY" },
    { name: "Test Short Straddle", kind: "short_straddle", token: 3731, frequency: "MONTHLY" },
    { name: "Test Bull Call Spread", kind: "bull_call_spread", token: 4407, frequency: "MONTHLY" },
    { name: "Bank Nifty Event Straddle", kind: "long_straddle", token: 3731, frequency: "ADHOC" },
    { name: "Nifty Budget Strangle", kind: "long_strangle", token: 3727, frequency: "ADHOC" },
    { name: "Finance Nifty Expiry Condor", kind: "iron_condor", token: 4407, frequency: "ADHOC" },
    { name: "Nifty Rate Decision Pick", kind: "manual", token: 3727, frequency: "ADHOC" },
  ];
  return [...monthly, ...weekly, ...special];
}

function longDescription(spec: SampleSpec, lotsMultiple: number): string {
  const recipe = STRATEGY_RECIPES[spec.kind];
  const legs = recipe.legs
    .map((leg) => {
      const away = Math.round(leg.moneyness * 1000) / 10;
      const where =
        away === 0 ? "at the money" : `${Math.abs(away)}% ${away > 0 ? "above" : "below"}`;
      return `${leg.side === "BUY" ? "buy" : "sell"} ${leg.lots * lotsMultiple} lot(s) of the ${leg.type} ${where}`;
    })
    .join(", ");
  const period = FREQUENCY_PERIODS[spec.frequency].singular;
  return (
    `${recipe.description} On ${UNDERLYINGS[spec.token].name}, entered once per ${period}: ${legs}. ` +
    `The analyst manages exits and adjustments; performance is a backtest on the simulated market.`
  );
}

/**
 * The sample catalogue (at least 60 tradeboxes), the same for the same `seed` and market date:
 * legs struck around each index's level now on a tradable expiry, tags, brokers and statuses
 * spread deterministically. Figures (margin, payoff, image, performance) are added by the seed.
 */
export function sampleCatalogue(market: SimulatedMarket, seed: number): SampleTradebox[] {
  const random = mulberry32(seed);
  const now = market.now();
  return sampleSpecs().map((spec, index) => {
    const recipe = STRATEGY_RECIPES[spec.kind];
    const lotsMultiple = random() < 0.25 ? 2 : 1;
    const iifl = index % 5 === 3;
    const spot = market.indexLevel(spec.token, now);
    const expiry = tradableExpiry(spec.token, spec.frequency, now);
    return {
      input: {
        name: spec.name,
        description: recipe.description,
        long_description: longDescription(spec, lotsMultiple),
        owner: PRODUCT_SLUG,
        tag: iifl ? IIFL_STRATEGY_TAG : PRODUCT_STRATEGY_TAG,
        show_brokers: iifl ? ["iifl", "iifl_capital"] : [],
        strategy_type: spec.kind,
        underlying_token: spec.token,
        frequency: spec.frequency,
        risk_level: recipe.risk,
        market_trend: recipe.trend,
        allow_partial_exit: random() < 0.5,
        legs: recipeLegs(spec.token, spot, expiry, recipe.legs, lotsMultiple),
      },
      recipeLegs: recipe.legs.map((leg) => ({ ...leg, lots: leg.lots * lotsMultiple })),
      status: index % 9 === 4 ? "CLOSED" : index % 13 === 6 ? "PENDING" : "OPEN",
    };
  });
}
