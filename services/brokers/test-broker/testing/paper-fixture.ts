import type { IsoDate } from "../../../../lib/market/calendar-date";
import { indiaInstant } from "../../../../lib/market/india-time";
import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import type { Db } from "../../../db/database";
import type { Instrument } from "../../../market/instrument";
import { findInstrument } from "../../../market/instrument-lookup";
import { ManualClock } from "../../../../lib/time/clock";
import { SimulatedMarket } from "../../../market/simulated-market";
import type { BrokerSession, OrderRequest } from "../../broker";
import { FaultInjector } from "../faults";
import { createRequestToken } from "../login-tokens";
import { createPaperBroker, type PaperBroker } from "../paper-broker";

/** Tuesday 13 January 2026, 10:00 IST: a trading day, inside the order window. */
export const TRADING_INSTANT = indiaInstant("2026-01-13", "10:00");
/** NIFTY's January 2026 monthly expiry (last Tuesday). */
export const JANUARY_EXPIRY: IsoDate = "2026-01-27";
export const TEST_TOKEN_SECRET = "paper-broker-test-secret-0123456789abcdef";
export const MARKET_SEED = 20260113;

/** The real simulated market on a hand-driven clock, at TRADING_INSTANT unless told. */
export function testMarket(start: Date = TRADING_INSTANT) {
  const clock = new ManualClock(start);
  return { clock, market: new SimulatedMarket({ seed: MARKET_SEED, clock }) };
}

export interface PaperSetup {
  broker: PaperBroker;
  clock: ManualClock;
  market: SimulatedMarket;
  faults: FaultInjector;
}

/** A paper broker on `db` and a fresh test market (or the one given). */
export function paperSetup(db: Db, given?: { clock: ManualClock; market: SimulatedMarket }) {
  const { clock, market } = given ?? testMarket();
  const faults = new FaultInjector();
  const broker = createPaperBroker({ db, market, tokenSecret: TEST_TOKEN_SECRET, faults });
  return { broker, clock, market, faults } satisfies PaperSetup;
}

/** Logs a client in the way the test-broker page and the bridge do; returns the session. */
export async function login(broker: PaperBroker, market: SimulatedMarket, clientId: string) {
  const state = `state-${clientId}`;
  const requestToken = createRequestToken(
    TEST_TOKEN_SECRET,
    { clientId, name: `Trader ${clientId}` },
    state,
    market.now(),
  );
  const { session } = await broker.exchangeToken({ requestToken, params: { state } });
  return session satisfies BrokerSession;
}

/** A NIFTY option of the January monthly `steps` strikes above (or below) the money. */
export function niftyOption(
  market: SimulatedMarket,
  type: "call" | "put",
  steps = 0,
  expiry: IsoDate = JANUARY_EXPIRY,
): Instrument {
  const step = UNDERLYINGS[3727].strikeStep;
  const strike = Math.round(market.indexLevel(3727) / step) * step + steps * step;
  const instrument = findInstrument({ underlyingToken: 3727, expiry, type, strike });
  if (!instrument) throw new Error(`No NIFTY ${strike} ${type} expiring ${expiry}`);
  return instrument;
}

/** The market's last price of a contract, which a test needs to exist. */
export function priceOf(market: SimulatedMarket, instrument: Instrument) {
  const price = market.lastTradedPrice(instrument.token);
  if (price === undefined) throw new Error(`No price for ${instrument.prettyName}`);
  return price;
}

let keys = 0;

/** A one-lot NRML market buy of `instrument` with a fresh idempotency key, and any changes. */
export function orderOf(instrument: Instrument, changes: Partial<OrderRequest> = {}): OrderRequest {
  keys += 1;
  return {
    idempotencyKey: `test-order-${keys}`,
    instrumentToken: instrument.token,
    transactionType: "BUY",
    quantity: instrument.lotSize,
    product: "NRML",
    orderType: "MARKET",
    ...changes,
  };
}
