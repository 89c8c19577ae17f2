import { getTableColumns, sql } from "drizzle-orm";
import { groupBy } from "../../../lib/collections/group-by";
import type { Paise } from "../../../lib/money/paise";
import { insertJsonRows, setFromRecordset, tableRecordset } from "../../db/batching/json-rows";
import type { Db } from "../../db/database";
import {
  paperAccounts,
  paperFills,
  paperOrders,
  paperPositions,
  type PaperOrderRow,
  type PaperPositionRow,
} from "../../db/paper-schema";
import { lockAccounts } from "./accounts-repo";
import type { ClientBook } from "./fill-order";
import type { OrderChange } from "./orders-repo";
import { positionsOfClients, type NewPaperFill } from "./positions-repo";

/** What a batch of executions changes in the paper book, written together (writeBooks). */
export interface BookWrites {
  fills: NewPaperFill[];
  /** Each position as the batch left it, by client, instrument and product. */
  positions: Map<string, PaperPositionRow>;
  /** Each client's blocked margin as the batch left it. */
  margins: Map<string, Paise>;
  changes: { order: PaperOrderRow; change: OrderChange; now: Date }[];
}

export function emptyWrites(): BookWrites {
  return { fills: [], positions: new Map(), margins: new Map(), changes: [] };
}

export const positionKey = (
  row: Pick<PaperPositionRow, "clientId" | "instrumentToken" | "product">,
) => `${row.clientId}|${row.instrumentToken}|${row.product}`;

/** The clients' books, their accounts locked until the transaction ends: two statements. */
export async function readBooks(
  tx: Db,
  clientIds: readonly string[],
): Promise<Map<string, ClientBook>> {
  const clients = [...new Set(clientIds)];
  if (clients.length === 0) return new Map();
  const accounts = await lockAccounts(tx, clients);
  const rowsOf = groupBy(await positionsOfClients(tx, clients), (row) => row.clientId);
  const books = new Map<string, ClientBook>();
  for (const account of accounts) {
    books.set(account.clientId, { account, rows: rowsOf.get(account.clientId) ?? [] });
  }
  for (const clientId of clients) {
    if (!books.has(clientId)) throw new Error(`No paper account for ${clientId}`);
  }
  return books;
}

/**
 * Writes a batch's fills, positions, margins and order changes: a statement for each, however
 * many orders. The orders as changed, by id.
 */
export async function writeBooks(tx: Db, writes: BookWrites): Promise<Map<string, PaperOrderRow>> {
  await insertJsonRows(tx, paperFills, writes.fills);
  await insertJsonRows(tx, paperPositions, [...writes.positions.values()], {
    tail: sql`on conflict (client_id, instrument_token, product) do update set
      net_quantity = excluded.net_quantity, open_cost_paise = excluded.open_cost_paise,
      realised_pnl_paise = excluded.realised_pnl_paise, updated_at = excluded.updated_at`,
  });
  if (writes.margins.size > 0) {
    const margins = tableRecordset(
      paperAccounts,
      "margins",
      [...writes.margins].map(([clientId, blockedMarginPaise]) => ({
        clientId,
        blockedMarginPaise,
      })),
    );
    await tx
      .update(paperAccounts)
      .set({
        ...setFromRecordset(paperAccounts, "margins", ["blockedMarginPaise"]),
        updatedAt: sql`now()`,
      })
      .from(margins)
      .where(sql`${paperAccounts.clientId} = margins.client_id`);
  }
  return changeOrders(tx, writes.changes);
}

async function changeOrders(
  tx: Db,
  changes: BookWrites["changes"],
): Promise<Map<string, PaperOrderRow>> {
  if (changes.length === 0) return new Map();
  const changed = tableRecordset(
    paperOrders,
    "changed",
    changes.map(({ order, change, now }) => {
      const after = { ...order, ...change };
      const { filledQuantity, filledValuePaise, status, statusMessage } = after;
      return {
        id: order.id,
        filledQuantity,
        filledValuePaise,
        status,
        statusMessage,
        updatedAt: now,
      };
    }),
  );
  const rows = await tx
    .update(paperOrders)
    .set(
      setFromRecordset(paperOrders, "changed", [
        "filledQuantity",
        "filledValuePaise",
        "status",
        "statusMessage",
        "updatedAt",
      ]),
    )
    .from(changed)
    .where(sql`${paperOrders.id} = changed.id`)
    .returning(getTableColumns(paperOrders));
  return new Map(rows.map((row) => [row.id, row]));
}
