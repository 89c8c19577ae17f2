import { asc, eq, inArray, sql } from "drizzle-orm";
import { addPaise, paise, wholeRupees, ZERO_PAISE, type Paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import {
  paperAccounts,
  paperPositions,
  type PaperAccountRow,
  type PaperPositionRow,
} from "../../db/paper-schema";

/** What a new paper client starts with: ₹5,00,000. */
export const NEW_ACCOUNT_CASH: Paise = wholeRupees(500_000);

/**
 * The client's account, opened with NEW_ACCOUNT_CASH on the first call; a later login only
 * refreshes the name (never the money). One statement, so racing logins open one account.
 */
export async function openAccount(db: Db, clientId: string, name: string | null): Promise<void> {
  await db
    .insert(paperAccounts)
    .values({ clientId, name, cashPaise: NEW_ACCOUNT_CASH })
    .onConflictDoUpdate({
      target: paperAccounts.clientId,
      set: { name: sql`coalesce(excluded.name, ${paperAccounts.name})`, updatedAt: sql`now()` },
    });
}

/** Opens the account if it is missing (a session that outlived its database), else nothing. */
export async function ensureAccount(db: Db, clientId: string): Promise<void> {
  await ensureAccounts(db, [clientId]);
}

/** Opens each account that is missing, in one statement. */
export async function ensureAccounts(db: Db, clientIds: readonly string[]): Promise<void> {
  await db
    .insert(paperAccounts)
    .values(clientIds.map((clientId) => ({ clientId, name: null, cashPaise: NEW_ACCOUNT_CASH })))
    .onConflictDoNothing({ target: paperAccounts.clientId });
}

/**
 * The accounts, locked until the transaction ends (in client order, so two transactions locking
 * several never wait for each other in a circle): one fill at a time per client.
 */
export async function lockAccounts(
  tx: Db,
  clientIds: readonly string[],
): Promise<PaperAccountRow[]> {
  if (clientIds.length === 0) return [];
  return tx
    .select()
    .from(paperAccounts)
    .where(inArray(paperAccounts.clientId, [...clientIds]))
    .orderBy(asc(paperAccounts.clientId))
    .for("update");
}

/** The account row, locked until the transaction ends: one fill at a time per client. */
export async function lockAccount(tx: Db, clientId: string): Promise<PaperAccountRow> {
  const [row] = await tx
    .select()
    .from(paperAccounts)
    .where(eq(paperAccounts.clientId, clientId))
    .for("update");
  if (!row) throw new Error(`No paper account for ${clientId}`);
  return row;
}

/** Sets the client's blocked margin: a statement to await, or to nest in another (record-fill.ts). */
export function setBlockedMargin(tx: Db, clientId: string, blocked: Paise) {
  return tx
    .update(paperAccounts)
    .set({ blockedMarginPaise: blocked, updatedAt: sql`now()` })
    .where(eq(paperAccounts.clientId, clientId));
}

/** Σ realised P&L over the client's positions. */
export async function realisedPnl(db: Db, clientId: string): Promise<Paise> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paperPositions.realisedPnlPaise}), 0)` })
    .from(paperPositions)
    .where(eq(paperPositions.clientId, clientId));
  return paise(BigInt(row?.total ?? 0));
}

/** Σ realised P&L over positions already read (all of one client's): no second round trip. */
export function realisedPnlOf(rows: readonly Pick<PaperPositionRow, "realisedPnlPaise">[]): Paise {
  return rows.reduce((total, row) => addPaise(total, row.realisedPnlPaise), ZERO_PAISE);
}

/** Available funds = cash + realised P&L − charges (every contract note so far) − blocked margin. */
export function fundsOf(account: PaperAccountRow, realised: Paise): Paise {
  return paise(account.cashPaise + realised - account.chargesPaise - account.blockedMarginPaise);
}

/** The account row (unlocked), or undefined. */
export async function findAccount(db: Db, clientId: string): Promise<PaperAccountRow | undefined> {
  const [row] = await db.select().from(paperAccounts).where(eq(paperAccounts.clientId, clientId));
  return row;
}
