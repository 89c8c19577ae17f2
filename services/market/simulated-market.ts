import { dayNumber } from "../../lib/market/calendar-date";
import { indiaClock } from "../../lib/market/india-time";
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
import type { Clock } from "../../lib/time/clock";
import { indexPaise, toTick } from "./price-ticks";
import { quoteAround, type Quote } from "./quote";
import { SIMULATED_UNDERLYINGS, SIMULATION_EPOCH } from "./simulation-parameters";

export interface SimulatedMarketOptions {
  /** Any safe integer; the same seed and clock give the same prices, run after run. */
  seed: number;
  /** The process's clock (lib/time/clock): real time in production, a stated one in tests. */
  clock: Clock;
}

/**
 * The embedded NSE market of the test broker: the instruments master, index levels by a seeded
 * random walk during sessions (index-walk.ts), futures at fair value and options by Black-76
 * with a volatility smile (contract-valuation.ts), on the ₹0.05 tick. Every price is a pure
 * function of (seed, instant); `now()` only picks the instant. docs/market-simulation.md.
 */
export class SimulatedMarket implements MarketData {
  readonly seed: number;
  private readonly clock: Clock;
  private readonly walks: ReadonlyMap<UnderlyingToken, IndexWalk>;

  constructor(options: SimulatedMarketOptions) {
    if (!Number.isSafeInteger(options.seed)) throw new RangeError("The seed must be an integer");
    this.seed = options.seed;
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

  /** The index level (unrounded) at an instant: flat outside sessions. */
  indexLevel(token: UnderlyingToken, at: Date = this.now()): number {
    return this.walk(token).levelAt(at);
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
    const walk = this.walk(instrument.underlyingToken);
    const underlying = SIMULATED_UNDERLYINGS[instrument.underlyingToken];
    return valueContract(instrument, at, (instant) => walk.levelAt(instant), underlying);
  }

  private walk(token: UnderlyingToken): IndexWalk {
    const walk = this.walks.get(token);
    if (!walk) throw new RangeError(`No simulated index for token ${token}`);
    return walk;
  }
}
