import { asc, eq } from "drizzle-orm";
import type { BrokerCode } from "../../../lib/brokers";
import { paise, type Paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import {
  basketSignals,
  strategyBaskets,
  userBaskets,
  userOrders,
  userSignals,
  users,
} from "../../db/schema";

/** One leg of a closed basket written straight to the tables: what it filled at, each way. */
export interface ClosedLeg {
  instrumentToken: number;
  side: "BUY" | "SELL";
  units: number;
  entryPrice: Paise;
  exitPrice: Paise;
}

export interface ClosedBasketInput {
  strategyId: string;
  analystBasketId: string;
  broker: BrokerCode;
  clientId: string;
  placedAt: Date;
  exitedAt: Date;
  /** The margin kept at placement; null as for a basket placed before it was kept. */
  margin: Paise | null;
  lots?: number;
  practice?: boolean;
  legs: readonly ClosedLeg[];
}

const opposite = (side: "BUY" | "SELL") => (side === "BUY" ? "SELL" : "BUY");

/**
 * A follower's basket that entered at `placedAt` and exited at `exitedAt`, written as the engine
 * leaves one (EXITED, each leg's ENTER and EXIT order filled whole): for figures of many
 * traders' baskets at chosen prices, which placing each through a broker cannot choose.
 */
export async function insertClosedBasket(db: Db, input: ClosedBasketInput): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ broker: input.broker, clientId: input.clientId })
    .returning({ id: users.id });
  const [basket] = await db
    .insert(userBaskets)
    .values({
      userId: user!.id,
      strategyId: input.strategyId,
      analystBasketId: input.analystBasketId,
      noOfLot: input.lots ?? 1,
      status: "EXITED",
      idempotencyKey: `closed-${input.clientId}`,
      isPractice: input.practice ?? false,
      marginPaise: input.margin,
      entryTime: input.placedAt,
      exitTime: input.exitedAt,
      createdAt: input.placedAt,
      updatedAt: input.exitedAt,
    })
    .returning({ id: userBaskets.id });
  const basketId = basket!.id;
  for (const [position, leg] of input.legs.entries()) {
    const [signal] = await db
      .insert(userSignals)
      .values({
        basketId,
        position,
        instrumentToken: leg.instrumentToken,
        transactionType: leg.side,
        targetQuantity: 0,
        lotSize: leg.units,
        status: "CLOSED",
      })
      .returning({ id: userSignals.id });
    const order = (purpose: "ENTER" | "EXIT", at: Date, price: Paise) => ({
      basketId,
      signalId: signal!.id,
      purpose,
      idempotencyKey: `${basketId}-${position}-${purpose}`,
      instrumentToken: leg.instrumentToken,
      transactionType: purpose === "ENTER" ? leg.side : opposite(leg.side),
      quantity: leg.units,
      status: "COMPLETE" as const,
      brokerOrderId: `${basketId}-${position}-${purpose}`,
      filledQuantity: leg.units,
      averagePricePaise: price,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(userOrders)
      .values([
        order("ENTER", input.placedAt, leg.entryPrice),
        order("EXIT", input.exitedAt, leg.exitPrice),
      ]);
  }
  return basketId;
}

/** The analyst's published legs of a tradebox version: contract, side and price. */
export async function analystLegs(db: Db, analystBasketId: string) {
  const rows = await db
    .select({
      instrumentToken: basketSignals.instrumentToken,
      side: basketSignals.transactionType,
      price: basketSignals.pricePaise,
      units: basketSignals.quantity,
    })
    .from(basketSignals)
    .where(eq(basketSignals.basketId, analystBasketId))
    .orderBy(asc(basketSignals.position));
  return rows.map((row) => ({ ...row, price: paise(row.price) }));
}

/** The tradebox's current analyst version. */
export async function currentVersion(db: Db, strategyId: string) {
  const [version] = await db
    .select({ id: strategyBaskets.id, version: strategyBaskets.version })
    .from(strategyBaskets)
    .where(eq(strategyBaskets.strategyId, strategyId))
    .orderBy(asc(strategyBaskets.version));
  return version!;
}
