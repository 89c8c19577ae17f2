import { indiaClock } from "../../../lib/market/india-time";
import { systemClock } from "../../../lib/time/clock";
import type { FaultConfig } from "../../brokers/test-broker/faults";
import { basketCalls, type LegInput } from "../../baskets/testing/basket-calls";
import { DEFAULT_MARKET_SEED } from "../../config";
import { listedExpiries } from "../../market/instruments-master";
import { mulberry32 } from "../../market/prng";
import { SimulatedMarket } from "../../market/simulated-market";
import { connectOpen, type OpenSocket } from "../ws-client";
import { judgeOrderBook } from "./drill-invariants";
import type { DrillFigures } from "./drill-figures";
import type { OrderBookSnapshot } from "./order-book-snapshot";
import {
  spareServicesProcess,
  startServicesProcess,
  type ServicesProcess,
  type SpareProcess,
} from "./services-process";
import { socketAgrees, type SocketMessage } from "./socket-agreement";

export const DRILL_ANALYST_KEY = "drill-analyst-key-0123456789";
const BANKNIFTY = 3731;
const TRADERS = ["DRILLA1", "DRILLB1"];
/** Every basket must agree with the broker this soon after the restarted process listens. */
export const CONVERGENCE_BOUND_MS = 10_000;
/** The kill lands this long at most after the round's calls go out. */
const KILL_WITHIN_MS = 700;
const POLL_MS = 100;

export interface DrillSetup {
  label: string;
  /** The environment of each instance (database, Redis, ANALYST_API_KEY is added). */
  env: Record<string, string>;
  /** A second instance that lives through the drill, sharing the database over Redis. */
  survivor: boolean;
  rounds: number;
  seed: number;
  /** Told one line per round. */
  progress?: (line: string) => void;
  /**
   * The paper broker books late (1–10 s, its send's answer lost) in half the rounds, the
   * victim killed after its unanswered sends: every instance must hold those orders rather than
   * send them again. The hold (UNANSWERED_SEND_HOLD_MS) outlasts the latest booking.
   */
  lateBooking?: boolean;
}

/** The hold a drill's instances keep: past its broker's latest booking, short for the drill. */
const DRILL_HOLD_MS = { prompt: 2_000, late: 12_000 };
/** A late-booking round converges once the hold has passed and the reconciler came by. */
const LATE_CONVERGENCE_BOUND_MS = 25_000;

/**
 * The chaos drill: traders place, retry, adjust and exit a Bank Nifty iron condor under the
 * paper broker's faults, and each round the instance they talk to is killed (SIGKILL) at a
 * seeded moment and restarted at once; then every basket must agree with the broker within
 * CONVERGENCE_BOUND_MS (LATE_CONVERGENCE_BOUND_MS with late booking), with no order sent twice,
 * no naked short, positions equal to the fills, and each trader's socket ending on the baskets'
 * true state.
 */
export async function runChaosDrill(setup: DrillSetup): Promise<DrillFigures> {
  const started = performance.now();
  const random = mulberry32(setup.seed);
  const holdMs = setup.lateBooking ? DRILL_HOLD_MS.late : DRILL_HOLD_MS.prompt;
  const env = {
    ...setup.env,
    ANALYST_API_KEY: DRILL_ANALYST_KEY,
    UNANSWERED_SEND_HOLD_MS: String(holdMs),
  };
  const bound = setup.lateBooking ? LATE_CONVERGENCE_BOUND_MS : CONVERGENCE_BOUND_MS;
  const figures: DrillFigures = {
    label: setup.label,
    seed: setup.seed,
    rounds: 0,
    kills: 0,
    convergenceMs: [],
    violations: [],
    elapsedMs: 0,
  };
  let victim = await startServicesProcess(env);
  const survivor = setup.survivor ? await startServicesProcess(env) : undefined;
  // The replacement is spawned ahead, its code loaded; it opens the database after the kill.
  let spare: SpareProcess = spareServicesProcess(env);
  const calls = basketCalls((path, init) => fetch(`${victim.url}${path}`, init), DRILL_ANALYST_KEY);
  const sockets = new Map<string, OpenSocket>();
  try {
    const strikes = condorStrikes();
    const strategyId = await calls.publishTradebox(
      "Drill Bank Nifty Condor",
      BANKNIFTY,
      strikes(0),
    );
    const tokens = new Map<string, string>();
    for (const trader of TRADERS) tokens.set(trader, await calls.logIn(trader));
    const listen = async (at: ServicesProcess) => {
      for (const [trader, token] of tokens) {
        sockets.get(trader)?.ws.terminate();
        sockets.set(trader, await connectOpen(socketUrl(at.url, token)));
      }
    };
    await listen(survivor ?? victim);

    for (let round = 1; round <= setup.rounds; round += 1) {
      if (round % 5 === 0) await calls.adjustTradebox(strategyId, strikes(round));
      const before = await snapshotOf(victim);
      const faults = roundFaults(random, setup.lateBooking === true);
      await calls.setFaults(faults);
      // Settled at once: a call the kill cuts short is an expected failure, not an unhandled one.
      const actions = Promise.allSettled(
        TRADERS.map((trader) =>
          traderAction(calls, before, trader, tokens.get(trader)!, strategyId, round, random),
        ),
      );
      const killAfterMs = Math.round(random() * KILL_WITHIN_MS);
      await sleep(killAfterMs);
      await victim.kill();
      figures.kills += 1;
      await actions;
      victim = await spare.start();
      spare = spareServicesProcess(env);
      if (!survivor) await listen(victim);
      const ready = performance.now();
      const verdict = await converge(victim, sockets, bound);
      figures.rounds += 1;
      const convergedMs = Math.round(performance.now() - ready);
      figures.convergenceMs.push(convergedMs);
      setup.progress?.(
        [
          `round ${round}: killed ${killAfterMs} ms in, converged ${convergedMs} ms after restart, faults ${JSON.stringify(faults)}`,
          ...verdict.map((problem) => `  ${problem}`),
        ].join("\n"),
      );
      figures.violations.push(...verdict.map((problem) => `round ${round}: ${problem}`));
    }
  } finally {
    for (const socket of sockets.values()) socket.ws.terminate();
    await victim.kill();
    await spare.kill();
    await survivor?.kill();
  }
  figures.elapsedMs = performance.now() - started;
  return figures;
}

/**
 * Polls until every basket agrees with the broker and every socket with the baskets, or the
 * bound passes; what is still wrong then, with every broken guarantee seen.
 */
async function converge(
  at: ServicesProcess,
  sockets: Map<string, OpenSocket>,
  bound: number,
): Promise<string[]> {
  const deadline = performance.now() + bound;
  for (;;) {
    const book = await snapshotOf(at);
    const verdict = judgeOrderBook(book);
    const unheard = [...sockets].flatMap(([trader, socket]) =>
      socketAgrees(book, trader, socket.messages as SocketMessage[]),
    );
    const waiting = [...verdict.waiting, ...(verdict.waiting.length === 0 ? unheard : [])];
    if (waiting.length === 0 || performance.now() > deadline) {
      const late = waiting.map((reason) => `not converged in ${bound} ms: ${reason}`);
      return [...verdict.violations, ...late];
    }
    await sleep(POLL_MS);
  }
}

/** The round's faults, all at the instance that is about to die. */
function roundFaults(random: () => number, lateBooking: boolean): FaultConfig {
  const chance = (p: number) => random() < p;
  const remainder: "rest" | "cancel" = chance(0.5) ? "rest" : "cancel";
  if (lateBooking && chance(0.5)) return { lateBookMs: 1_000 + Math.floor(random() * 9_000) };
  return {
    ...(chance(0.5) ? { fillDelayMs: 3_000 } : {}),
    ...(chance(0.25) ? { timeoutNext: 1 + Math.floor(random() * 2) } : {}),
    ...(chance(0.2) ? { rejectNext: { count: 1 } } : {}),
    ...(chance(0.15) ? { partialFill: { fraction: 0.5, remainder } } : {}),
    ...(chance(0.3) ? { dropOrderUpdates: true } : {}),
  };
}

/**
 * What a trader does this round, from where their basket stands: place it (sometimes twice at
 * once, as a double click), retry it after an error, adjust it when the analyst moved the
 * tradebox, or exit it.
 */
async function traderAction(
  calls: ReturnType<typeof basketCalls>,
  book: OrderBookSnapshot,
  trader: string,
  token: string,
  strategyId: string,
  round: number,
  random: () => number,
): Promise<void> {
  const live = book.baskets.find((b) => b.clientId === trader && b.status !== "EXITED");
  if (!live) {
    const key = `drill-${trader}-${round}-${Math.floor(random() * 1e9)}`;
    const clicks = random() < 0.3 ? 2 : 1;
    await Promise.allSettled(
      Array.from({ length: clicks }, () => calls.place(token, strategyId, key, 2)),
    );
  } else if (live.status === "ERROR") {
    await calls.retry(token, live.id);
  } else if (live.status === "TRACKING") {
    const adjusted = round % 5 === 0 && random() < 0.8;
    await (adjusted ? calls.adjust(token, live.id) : calls.exit(token, live.id));
  }
}

/** The analyst's condor legs around Bank Nifty now, shifted a strike step every fifth round. */
function condorStrikes() {
  const now = systemClock.now();
  const market = new SimulatedMarket({ seed: DEFAULT_MARKET_SEED, clock: systemClock });
  const atm = Math.round(market.indexLevel(BANKNIFTY, now) / 100) * 100;
  const today = indiaClock(now).date;
  const expiry = listedExpiries(BANKNIFTY, today).find((e) => e.monthly && e.date > today)!.date;
  return (round: number): LegInput[] => {
    const centre = atm + (Math.floor(round / 5) % 2) * 100;
    const leg = (type: "call" | "put", strike: number, side: "BUY" | "SELL") => ({
      expiry,
      type,
      strike,
      side,
      lots: 1,
    });
    return [
      leg("call", centre + 300, "SELL"),
      leg("put", centre - 300, "SELL"),
      leg("call", centre + 800, "BUY"),
      leg("put", centre - 800, "BUY"),
    ];
  };
}

async function snapshotOf(at: ServicesProcess): Promise<OrderBookSnapshot> {
  const response = await fetch(at.inspectionUrl);
  if (!response.ok) throw new Error(`inspection ${response.status}: ${await response.text()}`);
  return (await response.json()) as OrderBookSnapshot;
}

function socketUrl(url: string, token: string) {
  return `${url.replace(/^http/, "ws")}/realtime?Authorization=${encodeURIComponent(token)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
