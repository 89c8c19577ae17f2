import { randomUUID } from "node:crypto";
import type { Paise } from "../../../lib/money/paise";
import type { PaperOrderRow } from "../../db/paper-schema";
import { BrokerError, type BrokerOrder, type OrderRequest } from "../broker";
import { executionStep } from "./execute-order";
import { bookAfter, planFill, type ClientBook } from "./fill-order";
import { toBrokerOrder } from "./order-mapper";
import { rejectionReason } from "./order-validation";
import {
  findOrderByKey,
  insertOrdersOnce,
  type NewPaperOrder,
  type OrderChange,
} from "./orders-repo";
import { marketMoment } from "../../market/market-moment";
import type { PaperContext } from "./paper-context";
import { isShown } from "./late-booking";
import {
  emptyWrites,
  positionKey,
  readBooks,
  writeBooks,
  type BookWrites,
} from "./paper-book-writes";
import type { FillRecord } from "./record-fill";
import { debitDayCharges } from "./day-charges";

/** PostgreSQL integer columns hold up to 2^31 − 1. */
const MAX_STORED_QUANTITY = 2_147_483_647;

/** The quantity as stored: a rejected order's impossible quantity (1.5, −65) is kept as 0. */
function storedQuantity(quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity >= 0 && quantity <= MAX_STORED_QUANTITY
    ? quantity
    : 0;
}

/** A limit order's price as stored; null for a market order or an impossible price. */
function storedLimitPrice(request: OrderRequest): Paise | null {
  const limit = request.limitPrice;
  const valid = limit !== undefined && Number.isSafeInteger(limit) && limit > 0;
  return request.orderType === "LIMIT" && valid ? limit : null;
}

/** One client's order to place. */
export interface PaperPlacement {
  clientId: string;
  request: OrderRequest;
}

/** What came of one placement: the order, or the error its caller gets. */
export type PlacementOutcome = { order: BrokerOrder } | { error: unknown };

/** What the paper broker keeps between batches: the clients whose account exists already. */
export interface PlacementMemory {
  /** An account is never deleted, so each order need not ask again. */
  accountsKnown: Set<string>;
}

/**
 * Places paper orders, many clients' at once, as placing each in turn would (its steps below):
 * the orders of a batch are recorded and executed in one transaction, in the order they came,
 * each client's on their book as the orders before it left it; every state an order went
 * through is emitted once committed. At the 09:15 surge a thousand traders' legs reach the
 * broker together: ten statements for all of them, where each order took six. The batch's
 * orders are placed at one moment (marketMoment): one clock and one price per contract.
 * 1. A known idempotency key answers with its order as it stands, doing nothing else (the insert
 *    finds it; looked up first only when a rejection fault is armed, which it would use up).
 * 2. A rejection (fault injection, or rejectionReason) is recorded as a REJECTED order.
 * 3. Otherwise the order is recorded OPEN and executed once: filled, partly filled, rejected for
 *    margin, or left resting (the matcher fills it later). A crash leaves the whole batch or
 *    none of it: a caller's retry under the same key then places it.
 * 4. The timeout fault throws BrokerError TIMEOUT only after all that, so a retry finds the order.
 */
export async function placePaperOrders(
  broker: PaperContext,
  placements: readonly PaperPlacement[],
  memory: PlacementMemory,
): Promise<PlacementOutcome[]> {
  // The batch's orders are placed at one moment: the same clock and prices for all of them.
  const ctx = { ...broker, market: marketMoment(broker.market) };
  const outcomes: (PlacementOutcome | undefined)[] = placements.map(() => undefined);
  const now = ctx.market.now();
  const toPlace: { index: number; row: NewPaperOrder }[] = [];
  for (const [index, { clientId, request }] of placements.entries()) {
    if (!request.idempotencyKey) {
      outcomes[index] = { error: new RangeError("An order needs an idempotency key") };
      continue;
    }
    if (ctx.faults.rejectionArmed(clientId)) {
      const known = await findOrderByKey(ctx.db, clientId, request.idempotencyKey);
      if (known && isShown(known, now)) {
        outcomes[index] = { order: toBrokerOrder(known) };
        continue;
      }
    }
    const instrument = ctx.market.instrument(request.instrumentToken);
    const reason = ctx.faults.takeRejection(clientId) ?? rejectionReason(request, instrument, now);
    const delay = ctx.faults.fillDelayMs();
    const lateBy = ctx.faults.lateBookMs();
    toPlace.push({
      index,
      row: {
        clientId,
        idempotencyKey: request.idempotencyKey,
        instrumentToken: request.instrumentToken,
        transactionType: request.transactionType,
        product: request.product,
        orderType: request.orderType,
        quantity: storedQuantity(request.quantity),
        limitPricePaise: storedLimitPrice(request),
        status: reason ? "REJECTED" : "OPEN",
        statusMessage: reason,
        bypassMarketHours: request.bypassMarketHours ?? false,
        fillNotBefore: delay > 0 ? new Date(now.getTime() + delay) : null,
        shownAt: lateBy > 0 ? new Date(now.getTime() + lateBy) : null,
        placedAt: now,
        updatedAt: now,
      },
    });
  }
  const placed = toPlace.length > 0 ? await recordAndExecute(ctx, toPlace, memory) : [];
  const unseen = toPlace.filter((_, i) => !placed[i]!.created && !isShown(placed[i]!.row, now));
  if (unseen.length > 0) await bookUnseenRepeats(ctx, unseen, memory);
  for (const [i, { index }] of toPlace.entries()) {
    const { row, created, executed } = placed[i]!;
    const shown = isShown(row, now);
    // Each state once, by the placement that made the order (a double send only reads it); a
    // late-booked order's states are not told: the book shows it later, to whoever searches.
    if (created && shown) ctx.emit(row);
    if (created && shown && executed) ctx.emit(executed);
    outcomes[index] =
      !shown || ctx.faults.takeTimeout()
        ? {
            error: new BrokerError(
              "TIMEOUT",
              "The broker did not answer in time (fault injection)",
            ),
          }
        : { order: toBrokerOrder(executed ?? row) };
  }
  return outcomes.map((outcome) => outcome!);
}

/**
 * A repeat of a key whose order was booked late and does not show yet is booked again, under a
 * key of its own: a broker with no idempotency of its own and no sight of the first order would
 * book it a second time. This is the double order the engine's hold after an unanswered send
 * exists to prevent (services/baskets/sending/order-send.ts); the paper broker makes it visible.
 */
async function bookUnseenRepeats(
  ctx: PaperContext,
  repeats: readonly { row: NewPaperOrder }[],
  memory: PlacementMemory,
): Promise<void> {
  const again = repeats.map(({ row }) => ({
    row: { ...row, idempotencyKey: `${row.idempotencyKey}#unseen-repeat-${randomUUID()}` },
  }));
  await recordAndExecute(ctx, again, memory);
}

interface Placed {
  row: PaperOrderRow;
  created: boolean;
  /** The order as its execution left it, when that changed it. */
  executed?: PaperOrderRow;
}

/** Records the orders (once per key) and executes each new OPEN one, in one transaction. */
async function recordAndExecute(
  ctx: PaperContext,
  toPlace: readonly { row: NewPaperOrder }[],
  memory: PlacementMemory,
): Promise<Placed[]> {
  const placed = await ctx.db.transaction(async (tx) => {
    const unknown = [...new Set(toPlace.map(({ row }) => row.clientId))].filter(
      (clientId) => !memory.accountsKnown.has(clientId),
    );
    const inserted = await insertOrdersOnce(
      tx,
      toPlace.map(({ row }) => row),
      unknown,
    );
    const changes = await executeNew({ ...ctx, db: tx }, inserted);
    return inserted.map((entry): Placed => ({ ...entry, executed: changes.get(entry.row.id) }));
  });
  for (const { row } of toPlace) memory.accountsKnown.add(row.clientId);
  return placed;
}

/**
 * Executes the new OPEN orders in the caller's transaction, in order: their clients' accounts
 * locked and positions read once, each fill planned on the book the orders before it left, the
 * whole batch's fills, positions, margins and order changes written together. The orders as
 * changed, by id.
 */
async function executeNew(
  ctx: PaperContext,
  inserted: readonly { row: PaperOrderRow; created: boolean }[],
): Promise<Map<string, PaperOrderRow>> {
  const steps = inserted
    .filter(({ created }) => created)
    .map(({ row }) => ({ row, step: executionStep(ctx, row, true) }));
  const filling = steps.flatMap(({ step }) => (step.kind === "FILL" ? [step.run] : []));
  const books = await readBooks(
    ctx.db,
    filling.map((run) => run.order.clientId),
  );
  const writes = emptyWrites();
  const changeOf = (order: PaperOrderRow, change: OrderChange, now: Date) =>
    writes.changes.push({ order, change, now });
  for (const { row, step } of steps) {
    if (step.kind === "CHANGE") changeOf(row, step.change, step.now);
    if (step.kind !== "FILL") continue;
    const book = books.get(row.clientId)!;
    const plan = planFill(ctx.market, book, step.run);
    if (plan.kind === "REFUSED") {
      changeOf(row, plan.change, step.run.now);
      continue;
    }
    const after = bookAfter(book, plan.record);
    books.set(row.clientId, after);
    recordInBatch(writes, plan.record, after);
    changeOf(row, plan.record.order, plan.record.now);
  }
  const changed = await writeBooks(ctx.db, writes);
  await debitDayCharges(ctx.db, writes.fills);
  return changed;
}

/** A fill of the batch: its row, and the position and margin it leaves (the last one wins). */
function recordInBatch(writes: BookWrites, record: FillRecord, book: ClientBook): void {
  writes.fills.push(record.fill);
  const position = book.rows.find(
    (row) =>
      row.instrumentToken === record.fill.instrumentToken && row.product === record.fill.product,
  )!;
  writes.positions.set(positionKey(position), position);
  writes.margins.set(record.fill.clientId, record.blockedMargin);
}
