import {
  ACTIVE_PASSIVE,
  BASKET_STATUSES,
  FREQUENCIES,
  INSTRUMENT_TYPES,
  MARKET_TRENDS,
  MARKET_TYPES,
  PROFIT_LOSS_TYPES,
  RISK_LEVELS,
  STRATEGY_KINDS,
  STRATEGY_TAGS,
} from "../../../lib/domain/enums";
import { UNDERLYINGS, UNDERLYING_TOKENS } from "../../../lib/market/underlyings";
import { PRODUCT_SLUG } from "../../../lib/product";
import { summarisePerformance } from "../../../lib/performance/performance-summary";
import { tradeboxWireSchema, type TradeboxWire } from "../../../lib/tradebox/tradebox-wire";

/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type PerformanceSummaryWire = NonNullable<TradeboxWire["last_three_perf"]>;

const ADJECTIVES = ["Steady", "Weekly", "Momentum", "Hedged", "Expiry", "Swing", "Income"];
const THEMES = [
  "range-bound income",
  "a breakout either way",
  "a bullish view with capped risk",
  "a bearish view with capped risk",
  "rich volatility",
  "a quiet expiry week",
];
const EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

/**
 * `count` valid tradeboxes (checked by tradeboxWireSchema), spread over every enum value, the
 * three underlyings, both tags and a few private owners. Deterministic for a seed.
 */
export function generateTradeboxes(count: number, seed = 1): TradeboxWire[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const kind = pick(STRATEGY_KINDS);
    const token = pick(UNDERLYING_TOKENS);
    const words = kind.replaceAll("_", " ").replace(/\b\w/g, (c) => c.toUpperCase());
    const name = `${UNDERLYINGS[token].name} ${pick(ADJECTIVES)} ${words} ${i + 1}`;
    const created = EPOCH + Math.floor(random() * 365) * DAY_MS;
    const status = pick(BASKET_STATUSES);
    return generatedTradebox({
      id: `tb-${seed}-${i + 1}`,
      name,
      slug: name.toLowerCase().replaceAll(" ", "-"),
      description: `${words} on ${UNDERLYINGS[token].name} for ${pick(THEMES)}.`,
      owner: random() < 0.1 ? `CLIENT${Math.floor(random() * 20)}` : PRODUCT_SLUG,
      status,
      basket_status: status,
      tag: random() < 0.25 ? STRATEGY_TAGS[1] : STRATEGY_TAGS[0],
      strategy_type: kind,
      market_type: pick(MARKET_TYPES),
      active_passive_basket: pick(ACTIVE_PASSIVE),
      created_time: new Date(created).toISOString(),
      live_date: random() < 0.8 ? new Date(created + 7 * DAY_MS).toISOString() : null,
      frequency: pick(FREQUENCIES),
      ins_type: pick(INSTRUMENT_TYPES),
      margin_required: Math.round(random() * 40_000_000) / 100,
      market_trend: pick(MARKET_TRENDS),
      maximum_loss_type: pick(PROFIT_LOSS_TYPES),
      maximum_profit_type: pick(PROFIT_LOSS_TYPES),
      risk_level: pick(RISK_LEVELS),
      underlying_token: token,
      last_three_perf:
        random() < 0.9 ? performance(Math.round((random() * 60 - 20) * 100) / 100) : null,
    });
  });
}

/** One valid tradebox: the fields given, sensible values for the rest. Throws if invalid. */
export function generatedTradebox(fields: Partial<TradeboxWire> & { id: string }): TradeboxWire {
  const base: TradeboxWire = {
    name: `Tradebox ${fields.id}`,
    slug: fields.id,
    description: "",
    long_description: "",
    display_image: `/tradeboxes/${fields.id}.svg`,
    owner: PRODUCT_SLUG,
    bridger: PRODUCT_SLUG,
    status: "OPEN",
    tag: STRATEGY_TAGS[0],
    strategy_type: "iron_condor",
    market_type: "DERIVATIVE",
    basket_status: "OPEN",
    active_passive_basket: "ACTIVE",
    allow_partial_enter: false,
    allow_partial_exit: true,
    created_time: new Date(EPOCH).toISOString(),
    live_date: null,
    basket_creation_time: null,
    frequency: "WEEKLY",
    ins_type: "idx",
    margin_required: 50_000,
    market_trend: "NEUTRAL",
    maximum_loss_type: "limited",
    maximum_profit_type: "limited",
    risk_level: "MEDIUM",
    show_brokers: [],
    underlying_token: UNDERLYING_TOKENS[0],
    payoff_data: null,
    last_three_perf: null,
    last_six_perf: null,
    last_nine_perf: null,
    ...fields,
  };
  return tradeboxWireSchema.parse(base);
}

/**
 * A performance summary with only its compounded return known: the library's summary of an empty
 * series (every figure null, streaks 0) with that one figure set.
 */
export function performance(compoundedReturn: number | null): PerformanceSummaryWire {
  return { ...summarisePerformance([], "WEEKLY"), compounded_return: compoundedReturn };
}
