import { and, desc, eq, gte } from "drizzle-orm";
import type { ClosedFollowerBasket } from "../../lib/performance/follower-results";
import { addMonths } from "../../lib/market/calendar-date";
import { indiaClock, indiaInstant } from "../../lib/market/india-time";
import {
  averagePaise,
  multiplyPaise,
  subtractPaise,
  ZERO_PAISE,
  type Paise,
} from "../../lib/money/paise";
import { TEST_BROKER_CODE } from "../../lib/product";
import { FOLLOWER_PERIOD_MONTHS } from "../../lib/tradebox/follower-results-wire";
import { feesOf } from "../baskets/basket-reads";
import { loadBasketStates, type BasketState } from "../baskets/basket-store";
import { legFills } from "../baskets/settlement/basket-settlement";
import { closedBasketFigures, type FilledLeg } from "../baskets/settlement/closed-basket-figures";
import type { Db } from "../db/database";
import { basketSignals, strategies, strategyBaskets, userBaskets, users } from "../db/schema";

/** Baskets read at once: a tradebox's followers may close thousands in nine months. */
const CHUNK = 500;

const ENTRY_PURPOSES: ReadonlySet<string> = new Set(["ENTER", "ADJUST_ENTER"]);

/** A price the analyst published for a contract, in the version published at `publishedAt`. */
interface AnalystPrice {
  instrumentToken: number;
  publishedAt: Date;
  price: Paise;
}

/** Every price the analyst published on the tradebox, newest version first. */
async function analystPrices(db: Db, strategyId: string): Promise<AnalystPrice[]> {
  return db
    .select({
      instrumentToken: basketSignals.instrumentToken,
      publishedAt: strategyBaskets.createdAt,
      price: basketSignals.pricePaise,
    })
    .from(strategyBaskets)
    .innerJoin(basketSignals, eq(basketSignals.basketId, strategyBaskets.id))
    .where(eq(strategyBaskets.strategyId, strategyId))
    .orderBy(desc(strategyBaskets.version));
}

/**
 * A leg's entry slippage, paise a unit: its entry fills' average against the analyst's price
 * for the contract in the newest version published before the leg's first entry order
 * (positive = bought dearer or sold cheaper). None for a leg that never entered, or a contract
 * the analyst never priced.
 */
function entrySlippage(leg: FilledLeg, prices: readonly AnalystPrice[]): Paise | undefined {
  const entries = leg.orders.filter((order) => ENTRY_PURPOSES.has(order.purpose));
  const first = entries[0];
  if (!first) return undefined;
  const analyst = prices.find(
    (price) =>
      price.instrumentToken === leg.signal.instrumentToken && price.publishedAt <= first.createdAt,
  );
  if (!analyst) return undefined;
  const fills = legFills(entries);
  const buying = leg.signal.transactionType === "BUY";
  const [value, units] = buying
    ? [fills.buyValue, fills.buyQuantity]
    : [fills.sellValue, fills.sellQuantity];
  if (units === 0) return undefined;
  const average = averagePaise(value, units);
  return buying ? subtractPaise(average, analyst.price) : subtractPaise(analyst.price, average);
}

interface ClosedRow {
  id: string;
  broker: string;
  /** Null for a basket placed before its margin was kept: the tradebox's margin now is taken. */
  margin: Paise | null;
  marginPerLotNow: Paise;
}

function followerBasket(
  row: ClosedRow,
  state: BasketState,
  fees: Paise,
  prices: readonly AnalystPrice[],
): ClosedFollowerBasket {
  const { basket } = state;
  const { legs, net } = closedBasketFigures(state, row.broker, fees);
  return {
    exitDate: indiaClock(basket.exitTime!).date,
    paper: basket.isPractice || row.broker === TEST_BROKER_CODE,
    net,
    margin: row.margin ?? multiplyPaise(row.marginPerLotNow, basket.noOfLot),
    legSlippages: legs.flatMap((leg) => entrySlippage(leg, prices) ?? []),
  };
}

/**
 * The tradebox's followers' baskets that closed in the longest period before `asOf`, each as the
 * followers' results read it (lib/performance/follower-results.ts): its net as History shows it,
 * its margin and its legs' entry slippage; nothing of who placed it.
 */
export async function closedFollowerBaskets(
  db: Db,
  strategyId: string,
  asOf: Date,
): Promise<ClosedFollowerBasket[]> {
  const longest = Math.max(...FOLLOWER_PERIOD_MONTHS);
  const from = indiaInstant(addMonths(indiaClock(asOf).date, -longest), "00:00");
  const [rows, prices] = await Promise.all([
    db
      .select({
        id: userBaskets.id,
        broker: users.broker,
        margin: userBaskets.marginPaise,
        marginPerLotNow: strategies.marginRequiredPaise,
      })
      .from(userBaskets)
      .innerJoin(users, eq(users.id, userBaskets.userId))
      .innerJoin(strategies, eq(strategies.id, userBaskets.strategyId))
      .where(
        and(
          eq(userBaskets.strategyId, strategyId),
          eq(userBaskets.status, "EXITED"),
          gte(userBaskets.exitTime, from),
        ),
      ),
    analystPrices(db, strategyId),
  ]);
  const baskets: ClosedFollowerBasket[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const [states, fees] = await Promise.all([
      loadBasketStates(
        db,
        chunk.map((row) => row.id),
      ),
      feesOf(db, chunk),
    ]);
    chunk.forEach((row, i) => {
      const state = states[i];
      if (state) baskets.push(followerBasket(row, state, fees.get(row.id) ?? ZERO_PAISE, prices));
    });
  }
  return baskets;
}
