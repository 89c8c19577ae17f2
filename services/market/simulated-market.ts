import { dayNumber } from "../../lib/market/calendar-date";
import { indiaClock } from "../../lib/market/india-time";
import {
  isExchangeSessionOpen,
  lastSessionClose,
  type MarketSession,
} from "../../lib/market/market-session";
import {
  isUnderlyingToken,
  UNDERLYING_TOKENS,
  type UnderlyingToken,
} from "../../lib/market/underlyings";
import type { Paise } from "../../lib/money/paise";
import { valueContract, type ContractValuation } from "./contract-valuation";
import { IndexWalk } from "./index-walk";
import type { Instrument, MarketData } from "./instrument";
import { instrumentBySymbol, instrumentByToken } from "./instrument-lookup";
import { listedInstruments } from "./instruments-master";
import { PracticeWalk } from "./practice-walk";
import type { Clock } from "../../lib/time/clock";
import { indexPaise, toTick } from "./price-ticks";
import { quoteAround, type Quote } from "./quote";
import { SIMULATED_UNDERLYINGS, SIMULATION_EPOCH } from "./simulation-parameters";

export interface SimulatedMarketOptions {
  /** Any safe integer; the same seed and clock give the same prices, run after run. */
  seed: number;
  /** The process's clock (lib/time/clock): real time in production, a stated one in tests. */
  clock: Clock;
  /**
   * Keep moving while NSE is shut (the paper broker's practice session, practice-walk.ts);
   * otherwise prices stand at the last close until the next open.
   */
  practice?: boolean;
}

/**
 * A drill's move of an index (POST /analyst/market/move, market-moves.ts): from `at` on, the
 * index stands `shiftPaise / 100` points away from where the walk has it. Integer paise, as
 * stored (`market_moves`); negative moves it down.
 */
export interface MarketMove {
  underlyingToken: UnderlyingToken;
  shiftPaise: number;
  at: Date;
}

/**
 * However far drills move an index down, it stands at least this fraction of the walk's level
 * (a level must stay positive for the options' model); the endpoint refuses a move below it.
 */
export const MOVED_LEVEL_FLOOR = 0.01;

/**
 * The embedded NSE market of the test broker: the instruments master, index levels by a seeded
 * random walk during sessions (index-walk.ts), futures at fair value and options by Black-76
 * with a volatility smile (contract-valuation.ts), on the ₹0.05 tick, each index shifted by the
 * drills' moves (applyMoves). Every price is a pure function of (seed, instant, moves); `now()`
 * only picks the instant. docs/market-simulation.md.
 */
export class SimulatedMarket implements MarketData {
  readonly seed: number;
  readonly practice: boolean;
  private readonly clock: Clock;
  private readonly walks: ReadonlyMap<UnderlyingToken, IndexWalk>;
  private readonly practiceWalks: ReadonlyMap<UnderlyingToken, PracticeWalk>;
  /** The drills' moves by index, oldest first (applyMoves). */
  private moves: ReadonlyMap<UnderlyingToken, readonly { atMs: number; shiftPaise: number }[]> =
    new Map();
  /** Before the epoch every index stands at its start level, practice or not. */
  private readonly epoch = new Date(`${SIMULATION_EPOCH}T09:15:00+05:30`);

  constructor(options: SimulatedMarketOptions) {
    if (!Number.isSafeInteger(options.seed)) throw new RangeError("The seed must be an integer");
    this.seed = options.seed;
    this.practice = options.practice ?? false;
    this.clock = options.clock;
    const epochDay = dayNumber(SIMULATION_EPOCH);
    this.walks = new Map(
      UNDERLYING_TOKENS.map((token) => {
        const { startLevel, annualVolatility } = SIMULATED_UNDERLYINGS[token];
        const parameters = {
          seed: this.seed,
          underlyingToken: token,
          startLevel,
          annualVolatility,
          epochDay,
        };
        return [token, new IndexWalk(parameters)];
      }),
    );
    this.practiceWalks = new Map(
      UNDERLYING_TOKENS.map((token) => {
        const { annualVolatility } = SIMULATED_UNDERLYINGS[token];
        const parameters = { seed: this.seed, underlyingToken: token, annualVolatility };
        return [token, new PracticeWalk(parameters)];
      }),
    );
  }

  /** Which market the prices at `at` are: NSE's session, the practice session, or closed. */
  session(at: Date = this.now()): MarketSession {
    if (isExchangeSessionOpen(at)) return "live";
    return this.practice ? "practice" : "closed";
  }

  now(): Date {
    return this.clock.now();
  }

  /** Any valid contract token, listed today or not (instrumentByToken). */
  instrument(token: number): Instrument | undefined {
    return instrumentByToken(token);
  }

  instrumentBySymbol(tradingSymbol: string): Instrument | undefined {
    return instrumentBySymbol(tradingSymbol);
  }

  /** Contracts listed today: strikes ±20% around each index's current level (instruments-master). */
  listedInstruments(at: Date = this.now()): Instrument[] {
    const level = (token: UnderlyingToken) => this.indexLevel(token, at);
    const referencePrices = { 3727: level(3727), 3731: level(3731), 4407: level(4407) };
    return listedInstruments({ date: indiaClock(at).date, referencePrices });
  }

  /**
   * Replaces the drills' moves with `moves` (all of them, every index: the same set twice changes
   * nothing). Prices stay a pure function of (seed, instant, moves): each move shifts its index
   * from its `at` on, so the past before it is unchanged.
   */
  applyMoves(moves: readonly MarketMove[]): void {
    const byIndex = new Map<UnderlyingToken, { atMs: number; shiftPaise: number }[]>();
    for (const move of moves) {
      if (!isUnderlyingToken(move.underlyingToken))
        throw new RangeError(`No simulated index for token ${move.underlyingToken}`);
      if (!Number.isSafeInteger(move.shiftPaise))
        throw new RangeError(`A move is whole paise, not ${move.shiftPaise}`);
      const list = byIndex.get(move.underlyingToken) ?? [];
      list.push({ atMs: move.at.getTime(), shiftPaise: move.shiftPaise });
      byIndex.set(move.underlyingToken, list);
    }
    for (const list of byIndex.values()) list.sort((a, b) => a.atMs - b.atMs);
    this.moves = byIndex;
  }

  /** The index level (unrounded) at an instant: outside sessions flat, or walking in practice. */
  indexLevel(token: UnderlyingToken, at: Date = this.now()): number {
    const level = this.seededLevel(token, at);
    const shift = this.shiftAt(token, at);
    return shift === 0 ? level : Math.max(level + shift, level * MOVED_LEVEL_FLOOR);
  }

  /** The level the seeded walk has at `at`, without the drills' moves. */
  seededLevel(token: UnderlyingToken, at: Date = this.now()): number {
    const level = this.walk(token).levelAt(at);
    const close = this.practice && at >= this.epoch ? lastSessionClose(at) : null;
    if (!close) return level;
    return level * Math.exp(this.practiceWalks.get(token)!.logReturnAt(close, at));
  }

  /** The index points the drills' moves made by `at` add to the walk (0 without moves). */
  shiftAt(token: UnderlyingToken, at: Date = this.now()): number {
    const ms = at.getTime();
    let shiftPaise = 0;
    for (const move of this.moves.get(token) ?? []) {
      if (move.atMs > ms) break;
      shiftPaise += move.shiftPaise;
    }
    return shiftPaise / 100;
  }

  /** Last traded price now, in paise: an index to the paisa, a contract on the ₹0.05 tick. */
  lastTradedPrice(token: number): Paise | undefined {
    return this.priceAt(token, this.now());
  }

  /** The price at any instant, past or future; undefined for an unknown token. */
  priceAt(token: number, at: Date): Paise | undefined {
    if (isUnderlyingToken(token)) return indexPaise(this.indexLevel(token, at));
    const valuation = this.valuation(token, at);
    return valuation && toTick(valuation.value, !valuation.expired);
  }

  /** Last price with a bid and ask around it (quote.ts), for slippage. */
  quote(token: number, at: Date = this.now()): Quote | undefined {
    const price = this.priceAt(token, at);
    if (price === undefined) return undefined;
    const expired = this.valuation(token, at)?.expired ?? false;
    return quoteAround(token, at, price, this.instrument(token), expired);
  }

  /** The inputs and model value behind a contract's price (spot, F, T, σ), e.g. for margin. */
  valuation(token: number, at: Date = this.now()): ContractValuation | undefined {
    const instrument = this.instrument(token);
    if (!instrument) return undefined;
    const index = instrument.underlyingToken;
    const underlying = SIMULATED_UNDERLYINGS[index];
    return valueContract(instrument, at, (instant) => this.indexLevel(index, instant), underlying);
  }

  private walk(token: UnderlyingToken): IndexWalk {
    const walk = this.walks.get(token);
    if (!walk) throw new RangeError(`No simulated index for token ${token}`);
    return walk;
  }
}
