import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { listedExpiries } from "../../services/market/instruments-master";
import { findInstrument } from "../../services/market/instrument-lookup";
import { indiaClock } from "../../lib/market/india-time";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import { E2E_ANALYST_API_KEY, journeyClockStart } from "./environment";
import { call } from "./trader-services";

// The exit-rule journeys' market: a tradebox of their own on Finance Nifty (no other journey
// trades it), and the analyst's drill that moves the index (POST /analyst/market/move).

export const FINNIFTY: UnderlyingToken = 4407;
const analyst = { Authorization: `Bearer ${E2E_ANALYST_API_KEY}` };

/** The index's level on the practice market now (the journeys' paper broker trades on it). */
export async function indexLevel(base = ""): Promise<number> {
  const feed = await call<{ data: Record<string, number> }>(
    `/market-feed/marketfeed/ltp?instrument_token=${FINNIFTY}&market=practice`,
    { base },
  );
  return feed.data[String(FINNIFTY)]!;
}

/** A leg as the analyst API takes it. */
interface LegInput {
  expiry: string;
  type: "call" | "put";
  strike: number;
  side: "BUY" | "SELL";
  lots: number;
}

/**
 * An iron condor on Finance Nifty's monthly expiry, published now: sells 200 points either side
 * of the money, buys 500 out. `levels` adds the analyst's stop-loss or target to legs by index.
 * Its id and slug.
 */
export async function publishIronCondor(
  name: string,
  options: {
    base?: string;
    /** The analyst's stop-loss on legs by index, this many rupees above the leg's price now. */
    legStopAbove?: Record<number, number>;
  } = {},
): Promise<{ id: string; slug: string }> {
  const { base = "", legStopAbove = {} } = options;
  const today = indiaClock(journeyClockStart(new Date()) ?? new Date()).date;
  const expiry = listedExpiries(FINNIFTY, today).find((candidate) => candidate.monthly)!.date;
  const atm = Math.round((await indexLevel(base)) / 50) * 50;
  const legs: LegInput[] = [
    { expiry, type: "call", strike: atm + 200, side: "SELL", lots: 1 },
    { expiry, type: "put", strike: atm - 200, side: "SELL", lots: 1 },
    { expiry, type: "call", strike: atm + 500, side: "BUY", lots: 1 },
    { expiry, type: "put", strike: atm - 500, side: "BUY", lots: 1 },
  ];
  const priced = await Promise.all(
    legs.map(async (leg, index) => {
      const above = legStopAbove[index];
      if (above === undefined) return leg;
      const price = await contractPrice(leg, base);
      return { ...leg, price, stop_loss: Math.round((price + above) * 100) / 100 };
    }),
  );
  return publish(name, priced, base);
}

/** A contract's last price on the practice market, rupees. */
async function contractPrice(leg: LegInput, base: string): Promise<number> {
  const instrument = findInstrument({ underlyingToken: FINNIFTY, ...leg });
  if (!instrument) throw new Error(`no listed ${leg.type} ${leg.strike} ${leg.expiry}`);
  const feed = await call<{ data: Record<string, number> }>(
    `/market-feed/marketfeed/ltp?instrument_token=${instrument.token}&market=practice`,
    { base },
  );
  return feed.data[String(instrument.token)]!;
}

/** A bear put spread on the monthly expiry: buys the put at the money, sells one 300 below. */
export async function publishBearPutSpread(name: string, base = "") {
  const today = indiaClock(journeyClockStart(new Date()) ?? new Date()).date;
  const expiry = listedExpiries(FINNIFTY, today).find((candidate) => candidate.monthly)!.date;
  const atm = Math.round((await indexLevel(base)) / 50) * 50;
  return publish(
    name,
    [
      { expiry, type: "put", strike: atm, side: "BUY", lots: 1 },
      { expiry, type: "put", strike: atm - 300, side: "SELL", lots: 1 },
    ],
    base,
  );
}

async function publish(name: string, legs: readonly object[], base: string) {
  const created = await call<{ data: { tradebox: { id: string; slug: string } } }>(
    "/analyst/tradeboxes",
    {
      base,
      method: "POST",
      headers: analyst,
      body: JSON.stringify({
        name,
        strategy_type: "iron_condor",
        underlying_token: FINNIFTY,
        frequency: "WEEKLY",
        risk_level: "LOW",
        market_trend: "NEUTRAL",
        legs,
      }),
    },
  );
  const { id, slug } = created.data.tradebox;
  await call(`/analyst/tradeboxes/${id}/publish`, { base, method: "POST", headers: analyst });
  return { id, slug };
}

/** The analyst's drill: Finance Nifty moved by `points` from now on, on every instance. */
export async function moveMarket(points: number, base = ""): Promise<void> {
  await call("/analyst/market/move", {
    base,
    method: "POST",
    headers: analyst,
    body: JSON.stringify({ underlying_token: FINNIFTY, points }),
  });
}

/** Every drill's move undone: the market back on its seeded walk. */
export async function clearMarketMoves(base = ""): Promise<void> {
  await call("/analyst/market/moves", { base, method: "DELETE", headers: analyst });
}

const DRILL_LOCK = path.join("test-results", ".market-drill.lock");
/** A lock older than this was left by a run that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Runs `work` holding the market's drill alone, across the journeys' workers: each journey moves
 * the market from where the seeded walk has it, and puts it back after, so one journey's move
 * never becomes another's start (a sandbox lists the contracts around the level it started at).
 */
export async function holdingTheDrill<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(DRILL_LOCK), { recursive: true });
  for (;;) {
    try {
      await mkdir(DRILL_LOCK);
      break;
    } catch {
      const held = await stat(DRILL_LOCK).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS)
        await rm(DRILL_LOCK, { force: true, recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    await clearMarketMoves();
    return await work();
  } finally {
    await clearMarketMoves().catch(() => undefined);
    await rm(DRILL_LOCK, { force: true, recursive: true });
  }
}
