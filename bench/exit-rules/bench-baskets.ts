import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { resolveBasketRules } from "../../lib/exit-rules/basket-rules";
import type { ExitRulesInput } from "../../lib/exit-rules/exit-rules-wire";
import { storedRules } from "../../lib/exit-rules/stored-rules";
import type { TransactionType } from "../../lib/domain/enums";
import { paise, type Paise } from "../../lib/money/paise";
import { TEST_BROKER_CODE } from "../../lib/product";
import type { BasketTestApp } from "../../services/baskets/testing/basket-test-app";
import type { LegInput } from "../../services/baskets/testing/basket-calls";
import { insertJsonRows } from "../../services/db/batching/json-rows";
import {
  basketExitRules,
  strategies,
  userBaskets,
  userOrders,
  userSignals,
  users,
} from "../../services/db/schema";
import { findInstrument } from "../../services/market/instrument-lookup";
import type { Instrument } from "../../services/market/instrument";

/** A contract the baskets hold, and the side every basket holding it takes. */
export interface HeldContract {
  instrument: Instrument;
  side: TransactionType;
  /** Every basket entered at this price (the market's when set up): P&L 0 there. */
  entry: Paise;
}

/** The two shapes of basket: an iron fly at 23100 and an iron condor 23000/23200, NIFTY monthly. */
const SHAPES = [
  [
    { type: "call", strike: 23100, side: "SELL" },
    { type: "put", strike: 23100, side: "SELL" },
    { type: "call", strike: 23500, side: "BUY" },
    { type: "put", strike: 22700, side: "BUY" },
  ],
  [
    { type: "call", strike: 23200, side: "SELL" },
    { type: "put", strike: 23000, side: "SELL" },
    { type: "call", strike: 23600, side: "BUY" },
    { type: "put", strike: 22600, side: "BUY" },
  ],
] as const;

/** The contract a crossing moves up: the fly's short call (every fly basket loses on it). */
export const MOVED_LEG = { shape: 0, leg: 0 } as const;

export interface BenchBasketsOptions {
  baskets: number;
  traders: number;
  /** Crossings, each of `crossedEach` fly baskets whose stop-loss the crossing's move crosses. */
  crossings: number;
  crossedEach: number;
  /** How far each crossing moves the fly's short call up, paise. */
  stepPaise: Paise;
  expiry: string;
}

export interface BenchBaskets {
  /** The fly's four contracts, then the condor's. */
  contracts: HeldContract[];
  /** For crossing g (0-based), the ids of the baskets its move exits. */
  crossed: Set<string>[];
  traders: number;
  tradeboxes: number;
}

/** Runs `work` on each item, `atOnce` at a time. */
async function inBatches<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce) {
    results.push(...(await Promise.all(items.slice(i, i + atOnce).map(work))));
  }
  return results;
}

function contractOf(expiry: string, leg: (typeof SHAPES)[number][number]): Instrument {
  const instrument = findInstrument({
    underlyingToken: 3727,
    expiry,
    type: leg.type,
    strike: leg.strike,
  });
  if (!instrument) throw new Error(`NIFTY ${leg.strike} ${leg.type} ${expiry} is not listed`);
  return instrument;
}

/**
 * The basket's rules: every fourth a stop-loss alone, then with a target and a timed exit, with
 * a trailing stop (active from ₹1: its best moves with the ticks), and a target with a trailing
 * stop and no stop-loss (a crossed basket has one). `loss`: the stop-loss, rupees.
 */
function rulesInput(k: number, loss: number, crossed: boolean): ExitRulesInput {
  const kind = k % 4;
  const target = { value: 50_000, unit: "RUPEES" as const };
  const trailing = { activate_at: 1, give_back: 50_000 };
  return {
    stop_loss: kind === 3 && !crossed ? null : { value: loss, unit: "RUPEES" },
    target: kind === 1 || kind === 3 ? target : null,
    trailing_stop: kind === 2 || kind === 3 ? trailing : null,
    timed_exit: kind === 1 ? { kind: "TIME_OF_DAY", time: "15:15" } : null,
  };
}

/**
 * `options.baskets` TRACKING baskets of paper traders, each of 4 legs (an iron fly or an iron
 * condor, NIFTY) entered at the market's prices, with rules: traders logged in through the app
 * (a paper session each), tradeboxes published through the analyst API, then the baskets, legs,
 * filled ENTER orders, rules and the paper broker's positions written in one statement a table.
 */
export async function setUpBaskets(
  t: BasketTestApp,
  options: BenchBasketsOptions,
): Promise<BenchBaskets> {
  const { db } = t.deps.database;
  const now = t.deps.clock.now();
  const contractsOf = SHAPES.map((shape) => shape.map((leg) => contractOf(options.expiry, leg)));
  const contracts: HeldContract[] = SHAPES.flatMap((shape, s) =>
    shape.map((leg, l) => {
      const instrument = contractsOf[s]![l]!;
      const entry = t.deps.paperMarket.lastTradedPrice(instrument.token);
      if (entry === undefined) throw new Error(`No price for ${instrument.prettyName}`);
      return { instrument, side: leg.side, entry };
    }),
  );
  const contractByToken = new Map(contracts.map((c) => [c.instrument.token, c]));

  // Traders: a paper login each, through the app.
  const clientIds = Array.from(
    { length: options.traders },
    (_, i) => `XR${String(i + 1).padStart(5, "0")}`,
  );
  await inBatches(clientIds, 25, (clientId) => t.calls.logIn(clientId));
  const traderRows = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(inArray(users.clientId, clientIds));
  const traderIds = clientIds.map((clientId) => traderRows.find((r) => r.clientId === clientId)!);

  // Tradeboxes: a trader holds one live basket of a tradebox, so as many as baskets per trader.
  const tradeboxCount = Math.ceil(options.baskets / options.traders);
  const tradeboxes = await inBatches(
    Array.from({ length: tradeboxCount }, (_, i) => i),
    8,
    async (i) => {
      const shape = SHAPES[i % SHAPES.length]!;
      const legs: LegInput[] = shape.map((leg) => ({ expiry: options.expiry, lots: 1, ...leg }));
      const id = await t.calls.publishTradebox(`Exit Rules Bench ${i + 1}`, 3727, legs);
      return { id, shape: i % SHAPES.length };
    },
  );
  const strategyRows = await db
    .select({ id: strategies.id, currentBasketId: strategies.currentBasketId })
    .from(strategies)
    .where(
      inArray(
        strategies.id,
        tradeboxes.map((tb) => tb.id),
      ),
    );
  const analystBasketOf = new Map(strategyRows.map((row) => [row.id, row.currentBasketId!]));

  // Which fly baskets each crossing exits: crossing g, those of its own fly tradebox, each of
  // another trader (a trader may send 10 orders a second: one basket's 4 exits go at once, where
  // 20 baskets of one trader would take 8 s).
  const lotUnits = contractsOf[MOVED_LEG.shape]![MOVED_LEG.leg]!.lotSize;
  const stepLoss = paise(options.stepPaise * lotUnits);
  const flyTradeboxes = tradeboxes.flatMap((tb, i) => (tb.shape === MOVED_LEG.shape ? [i] : []));
  if (options.crossings > flyTradeboxes.length || options.crossedEach > options.traders) {
    throw new Error(
      `${options.crossings} crossings of ${options.crossedEach} asked for: at most ` +
        `${flyTradeboxes.length} crossings (fly tradeboxes) of ${options.traders} (traders)`,
    );
  }
  const traderStep = Math.max(1, Math.floor(options.traders / options.crossedEach));
  /** Basket index (tradebox × traders + trader) → the crossing (0-based) whose move exits it. */
  const crossingOf = new Map<number, number>();
  for (let g = 0; g < options.crossings; g += 1) {
    for (let i = 0; i < options.crossedEach; i += 1) {
      const trader = (i * traderStep) % options.traders;
      const k = flyTradeboxes[g]! * options.traders + trader;
      if (k < options.baskets) crossingOf.set(k, g);
    }
  }

  const rupees = (p: number) => p / 100;
  // Crossing g's baskets stop at (g + ½) steps of loss; the others beyond every step and the noise.
  const tightLoss = (g: number) => rupees((g + 0.5) * stepLoss);
  const farLoss = rupees((options.crossings + 3) * stepLoss);

  const basketRows: (typeof userBaskets.$inferInsert)[] = [];
  const signalRows: (typeof userSignals.$inferInsert)[] = [];
  const orderRows: (typeof userOrders.$inferInsert)[] = [];
  const ruleRows: (typeof basketExitRules.$inferInsert)[] = [];
  const crossed = Array.from({ length: options.crossings }, () => new Set<string>());
  for (let k = 0; k < options.baskets; k += 1) {
    // Basket k: trader k mod traders, tradebox k div traders (one live basket per pair).
    const trader = traderIds[k % options.traders]!;
    const tradebox = tradeboxes[Math.floor(k / options.traders)]!;
    const basketId = randomUUID();
    basketRows.push({
      id: basketId,
      userId: trader.id,
      strategyId: tradebox.id,
      analystBasketId: analystBasketOf.get(tradebox.id)!,
      noOfLot: 1,
      status: "TRACKING",
      idempotencyKey: `exit-rules-bench-${k}`,
      entryTime: now,
      createdAt: now,
      updatedAt: now,
    });
    contractsOf[tradebox.shape]!.forEach((instrument, position) => {
      const held = contractByToken.get(instrument.token)!;
      const signalId = randomUUID();
      const orderId = randomUUID();
      signalRows.push({
        id: signalId,
        basketId,
        position,
        instrumentToken: instrument.token,
        transactionType: held.side,
        targetQuantity: instrument.lotSize,
        lotSize: instrument.lotSize,
        status: "OPEN",
        createdAt: now,
        updatedAt: now,
      });
      orderRows.push({
        id: orderId,
        basketId,
        signalId,
        purpose: "ENTER",
        attempt: 1,
        idempotencyKey: `${basketId}:${orderId}`,
        instrumentToken: instrument.token,
        transactionType: held.side,
        quantity: instrument.lotSize,
        status: "COMPLETE",
        brokerOrderId: `bench-${orderId}`,
        filledQuantity: instrument.lotSize,
        averagePricePaise: held.entry,
        sentAt: now,
        quotePaise: held.entry,
        sends: 1,
        createdAt: now,
        updatedAt: now,
      });
    });
    const crossing = crossingOf.get(k);
    if (crossing !== undefined) crossed[crossing]!.add(basketId);
    const loss = crossing === undefined ? farLoss : tightLoss(crossing);
    const input = rulesInput(k, loss, crossing !== undefined);
    const rules = resolveBasketRules(input, {
      margin: paise(0),
      setAt: now,
      firstExpiryDate: options.expiry,
    });
    ruleRows.push({ basketId, rules: storedRules(rules), updatedAt: now });
  }
  await insertJsonRows(db, userBaskets, basketRows);
  await insertJsonRows(db, userSignals, signalRows);
  await insertJsonRows(db, userOrders, orderRows);
  await insertJsonRows(db, basketExitRules, ruleRows);
  // The paper broker holds what the baskets hold: their exits close positions.
  await db.execute(sql`
    insert into paper_positions
      (client_id, instrument_token, product, net_quantity, open_cost_paise, realised_pnl_paise, updated_at)
    select u.client_id, o.instrument_token, 'NRML',
      sum(case when o.transaction_type = 'BUY' then o.filled_quantity else -o.filled_quantity end),
      sum(o.filled_quantity * o.average_price_paise), 0, ${now.toISOString()}::timestamptz
    from user_orders o
    join user_baskets b on b.id = o.basket_id
    join users u on u.id = b.user_id
    where u.broker = ${TEST_BROKER_CODE}
    group by u.client_id, o.instrument_token`);
  // Cash for the margin of all that (a trader's 40 baskets are far beyond ₹5,00,000): an exit
  // refused for funds would end its basket in ERROR and stop its later legs.
  await db.execute(sql`
    update paper_accounts set cash_paise = 1000000000000
    where client_id in (select client_id from users where broker = ${TEST_BROKER_CODE})`);
  return { contracts, crossed, traders: options.traders, tradeboxes: tradeboxCount };
}
