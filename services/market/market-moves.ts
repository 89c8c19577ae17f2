import { asc } from "drizzle-orm";
import { z } from "zod";
import { isUnderlyingToken, UNDERLYING_TOKENS, UNDERLYINGS } from "../../lib/market/underlyings";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import type { Clock } from "../../lib/time/clock";
import type { Db } from "../db/database";
import { marketMoves } from "../db/schema";
import type { Logger } from "../logger";
import { repeatEvery } from "../runtime/repeat-every";
import { indexPaise } from "./price-ticks";
import { MOVED_LEVEL_FLOOR, type MarketMove, type SimulatedMarket } from "./simulated-market";

/**
 * How often each instance re-reads the moves (the table holds a drill's few rows), so a move made
 * through one instance reaches every instance's prices within about a second.
 */
export const MARKET_MOVES_REFRESH_MS = 1_000;

/** The largest move one call makes, either way, in index points. */
export const MAX_MOVE_POINTS = 100_000;

/** Whether `points` has at most 2 decimals (as paise it is a whole number, floating error aside). */
const twoDecimalsAtMost = (points: number) =>
  Math.abs(points * 100 - Math.round(points * 100)) < 1e-6;

/** POST /analyst/market/move's body: which index, and by how many points (negative: down). */
export const marketMoveRequestSchema = z.strictObject({
  underlying_token: z.literal(UNDERLYING_TOKENS, {
    error: `must be one of ${UNDERLYING_TOKENS.map((t) => `${t} (${UNDERLYINGS[t].symbol})`).join(", ")}`,
  }),
  points: z
    .number({ error: "must be a number of index points" })
    .refine((points) => points !== 0, "must not be 0")
    .refine((points) => Math.abs(points) <= MAX_MOVE_POINTS, `must be within ±${MAX_MOVE_POINTS}`)
    .refine(twoDecimalsAtMost, "at most 2 decimals"),
});
export type MarketMoveRequest = z.output<typeof marketMoveRequestSchema>;

/** A stored move (a `market_moves` row). */
export interface StoredMarketMove extends MarketMove {
  id: string;
}

/** A move that would take its index below the floor (MOVED_LEVEL_FLOOR of the walk's level). */
export class MarketMoveRefused extends Error {}

export interface MarketMovesOptions {
  db: Db;
  /** NSE's market as simulated: moved too, so prices agree in a session. */
  market: SimulatedMarket;
  /** The paper broker's and the sandboxes' (practice while NSE is shut; may be `market`). */
  paperMarket: SimulatedMarket;
  /** The services' clock: a move is made at its `now`. */
  clock: Clock;
  logger: Logger;
}

/**
 * The drills' moves of the simulated market (`market_moves`): stores one at the clock's now and
 * keeps this instance's markets on the stored set, re-read every second, so several instances
 * over one database price alike. docs/market-simulation.md "Moving the market (drills)".
 */
export class MarketMoves {
  private readonly options: MarketMovesOptions;
  private readonly markets: readonly SimulatedMarket[];
  /** Reads are numbered as they begin; an answer older than the one applied is dropped. */
  private readsBegun = 0;
  private readApplied = 0;

  constructor(options: MarketMovesOptions) {
    this.options = options;
    this.markets = [...new Set([options.market, options.paperMarket])];
  }

  /** Reads every stored move, oldest first, and puts the markets on them. */
  async refresh(): Promise<StoredMarketMove[]> {
    const read = ++this.readsBegun;
    const rows = await this.options.db
      .select()
      .from(marketMoves)
      .orderBy(asc(marketMoves.at), asc(marketMoves.id));
    // A row naming no simulated index (written by hand) moves nothing.
    const moves = rows.filter((row) => isUnderlyingToken(row.underlyingToken));
    // A read begun earlier may answer later, without a move stored since it began.
    if (read > this.readApplied) {
      this.readApplied = read;
      for (const market of this.markets) market.applyMoves(moves);
    }
    return moves;
  }

  /**
   * Moves an index by `points` from now on, on every instance (this one at once, the others at
   * their next re-read); answers the move and the paper market's level after it. Refuses
   * (MarketMoveRefused) a move that would take the index below MOVED_LEVEL_FLOOR of its level.
   */
  async move(
    underlyingToken: UnderlyingToken,
    points: number,
  ): Promise<{ move: StoredMarketMove; level: number }> {
    const shiftPaise = Math.round(points * 100);
    const at = this.options.clock.now();
    // Judged against every move stored so far, another instance's too.
    await this.refresh();
    for (const market of this.markets) {
      const seeded = market.seededLevel(underlyingToken, at);
      const level = seeded + market.shiftAt(underlyingToken, at) + shiftPaise / 100;
      const floor = seeded * MOVED_LEVEL_FLOOR;
      if (level < floor) {
        const { symbol } = UNDERLYINGS[underlyingToken];
        throw new MarketMoveRefused(
          `points: ${points} would take ${symbol} to ${level.toFixed(2)}; ` +
            `it may be moved down to ${floor.toFixed(2)} at most (${MOVED_LEVEL_FLOOR * 100}% of its level)`,
        );
      }
    }
    const [stored] = await this.options.db
      .insert(marketMoves)
      .values({ underlyingToken, shiftPaise, at })
      .returning();
    await this.refresh();
    this.options.logger.info("Market moved (drill)", { underlyingToken, points, at });
    const level = indexPaise(this.options.paperMarket.indexLevel(underlyingToken, at)) / 100;
    return { move: stored!, level };
  }

  /** Every stored move, oldest first (the markets put on them as well). */
  list(): Promise<StoredMarketMove[]> {
    return this.refresh();
  }

  /** Removes every move: the market is the seeded walk again, its past too. Answers how many. */
  async clear(): Promise<number> {
    const removed = await this.options.db.delete(marketMoves).returning({ id: marketMoves.id });
    await this.refresh();
    if (removed.length > 0)
      this.options.logger.info("Market moves removed (drill)", { removed: removed.length });
    return removed.length;
  }

  /**
   * Re-reads the moves every `intervalMs` (a failed read is logged and tried at the next);
   * answers the stop, which waits for a read in progress. The timer does not hold the process.
   */
  start(intervalMs: number = MARKET_MOVES_REFRESH_MS): () => Promise<void> {
    return repeatEvery(
      () => this.refresh(),
      intervalMs,
      (error) => this.options.logger.error("Market moves re-read failed", { error }),
    );
  }
}

/** A move as the analyst API answers it: the index, its points (2 decimals) and the instant. */
export function marketMoveWire(move: MarketMove) {
  return {
    underlying_token: move.underlyingToken,
    points: move.shiftPaise / 100,
    at: move.at.toISOString(),
  };
}
