import { and, gte, inArray, lt, sql } from "drizzle-orm";
import { brokerByCode } from "../../../lib/brokers";
import { contractNoteCharges, type ExecutedOrder } from "../../../lib/charges/contract-note";
import type { IsoDate } from "../../../lib/market/calendar-date";
import { indiaClock, indiaInstant } from "../../../lib/market/india-time";
import { averagePaise, paise, type Paise } from "../../../lib/money/paise";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { tableRecordset } from "../../db/batching/json-rows";
import type { Db } from "../../db/database";
import { paperAccounts, paperDayCharges, paperFills } from "../../db/paper-schema";

/** The paper broker's brokerage per executed order, as its plan in lib/brokers.ts says. */
const PER_ORDER_RUPEES = brokerByCode(TEST_BROKER_CODE)!.optionsBrokerage.perExecutedOrder;

/** A fill just written: whose, and when (its India date is the contract note it belongs to). */
export interface DayFill {
  clientId: string;
  filledAt: Date;
}

const MS_PER_DAY = 86_400_000;
const dayKey = (clientId: string, date: IsoDate) => `${clientId} ${date}`;

/**
 * Debits each client's charges for the days these fills traded on, inside the fills'
 * transaction: every day's contract note is worked out again from all of that day's executed
 * orders (lib/charges/contract-note.ts: brokerage per executed order, STT rounded to the rupee
 * for the day, and the rest), and the account's charges move by the difference from what was
 * taken for the day before. So practice costs what trading costs: the funds fall by each
 * contract note's charges, on the day, to the paisa of the note. An order counts once however
 * many fills it took, at its average price to the paisa as the broker reports it
 * (order-mapper.ts). Settlement at expiry writes no fill: it is no trade (the exercise STT of
 * a long option in the money is not charged here).
 */
export async function debitDayCharges(tx: Db, fills: readonly DayFill[]): Promise<void> {
  if (fills.length === 0) return;
  const touched = new Map<string, { clientId: string; tradeDate: IsoDate }>();
  for (const { clientId, filledAt } of fills) {
    const tradeDate = indiaClock(filledAt).date;
    touched.set(dayKey(clientId, tradeDate), { clientId, tradeDate });
  }
  const clientIds = [...new Set(fills.map((fill) => fill.clientId))];
  const starts = [...touched.values()].map(({ tradeDate }) =>
    indiaInstant(tradeDate, "00:00").getTime(),
  );
  const [dayFills, before] = await Promise.all([
    tx
      .select()
      .from(paperFills)
      .where(
        and(
          inArray(paperFills.clientId, clientIds),
          gte(paperFills.filledAt, new Date(Math.min(...starts))),
          lt(paperFills.filledAt, new Date(Math.max(...starts) + MS_PER_DAY)),
        ),
      ),
    tx
      .select()
      .from(paperDayCharges)
      .where(
        and(
          inArray(paperDayCharges.clientId, clientIds),
          inArray(paperDayCharges.tradeDate, [
            ...new Set([...touched.values()].map((day) => day.tradeDate)),
          ]),
        ),
      ),
  ]);
  const notes = contractNotes(dayFills, touched);
  const taken = new Map(before.map((row) => [dayKey(row.clientId, row.tradeDate), row]));
  const days = [...touched].map(([key, { clientId, tradeDate }]) => ({
    clientId,
    tradeDate,
    chargesPaise: notes.get(key) ?? paise(0),
    delta: (notes.get(key) ?? 0) - (taken.get(key)?.chargesPaise ?? 0),
  }));
  const debits = new Map<string, number>();
  for (const day of days) debits.set(day.clientId, (debits.get(day.clientId) ?? 0) + day.delta);
  await tx
    .insert(paperDayCharges)
    .values(
      days.map(({ clientId, tradeDate, chargesPaise }) => ({ clientId, tradeDate, chargesPaise })),
    )
    .onConflictDoUpdate({
      target: [paperDayCharges.clientId, paperDayCharges.tradeDate],
      set: { chargesPaise: sql`excluded.charges_paise` },
    });
  const debited = tableRecordset(
    paperAccounts,
    "debited",
    [...debits].map(([clientId, delta]) => ({ clientId, chargesPaise: paise(delta) })),
  );
  await tx
    .update(paperAccounts)
    .set({ chargesPaise: sql`${paperAccounts.chargesPaise} + debited.charges_paise` })
    .from(debited)
    .where(sql`${paperAccounts.clientId} = debited.client_id`);
}

/** Each touched client-day's contract note total, from the fills read (each order once). */
function contractNotes(
  fills: readonly (typeof paperFills.$inferSelect)[],
  touched: ReadonlyMap<string, unknown>,
): Map<string, Paise> {
  const orders = new Map<
    string,
    { key: string; order: Omit<ExecutedOrder, "price">; value: bigint }
  >();
  for (const fill of fills) {
    const tradeDate = indiaClock(fill.filledAt).date;
    const key = dayKey(fill.clientId, tradeDate);
    if (!touched.has(key)) continue;
    const orderKey = `${fill.orderId} ${tradeDate}`;
    const known = orders.get(orderKey) ?? {
      key,
      order: { tradeDate, side: fill.transactionType, quantity: 0 },
      value: 0n,
    };
    known.order.quantity += fill.quantity;
    known.value += BigInt(fill.pricePaise) * BigInt(fill.quantity);
    orders.set(orderKey, known);
  }
  const byDay = new Map<string, ExecutedOrder[]>();
  for (const { key, order, value } of orders.values()) {
    const price = averagePaise(value, order.quantity);
    byDay.set(key, [...(byDay.get(key) ?? []), { ...order, price }]);
  }
  return new Map(
    [...byDay].map(([key, executed]) => [
      key,
      contractNoteCharges(executed, PER_ORDER_RUPEES).total,
    ]),
  );
}
