import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { BrokerCode } from "../../lib/brokers";
import type { Db } from "./database";
import { batchedFind } from "./batching/batched-find";
import { users, type UserRow } from "./schema";

export interface UserIdentity {
  broker: BrokerCode;
  clientId: string;
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

export interface UpsertedUser {
  user: UserRow;
  /** True when this call created the user (a first login), false when it updated one. */
  created: boolean;
}

/**
 * Create the user for broker + client id, or refresh the known one, in one statement (no race
 * between a lookup and an insert). A field the broker did not send (null/undefined) keeps its
 * stored value, so a login never erases a name, e-mail or phone we already have.
 */
export async function upsertUser(db: Db, identity: UserIdentity): Promise<UpsertedUser> {
  const [row] = await db
    .insert(users)
    .values({
      broker: identity.broker,
      clientId: identity.clientId,
      name: identity.name ?? null,
      email: identity.email ?? null,
      phoneNumber: identity.phoneNumber ?? null,
    })
    .onConflictDoUpdate({
      target: [users.broker, users.clientId],
      set: {
        name: sql`coalesce(excluded.name, ${users.name})`,
        email: sql`coalesce(excluded.email, ${users.email})`,
        phoneNumber: sql`coalesce(excluded.phone_number, ${users.phoneNumber})`,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 only on a row version this statement inserted; an ON CONFLICT update sets it.
    .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert returned no row");
  const { created, ...user } = row;
  return { user, created };
}

const uuidShape = z.guid();

// Every user call reads its caller: at the open, a thousand in a few statements.
const userById = batchedFind(
  (db, ids: string[]) => db.select().from(users).where(inArray(users.id, ids)),
  (row) => row.id,
);

/** The user with this id, or undefined; an id that is not a uuid matches no one (no SQL error). */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!uuidShape.safeParse(id).success) return undefined;
  return userById(db, id);
}

/**
 * A login by a known user: a NEW_USER (who logged in once and went to onboarding) becomes
 * EXISTING_USER_ACTIVE; any other type is kept. Returns the user as stored after the change.
 */
export async function promoteReturningUser(db: Db, user: UserRow): Promise<UserRow> {
  if (user.userType !== "NEW_USER") return user;
  const [row] = await db
    .update(users)
    .set({ userType: "EXISTING_USER_ACTIVE", updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}

/** Spec §7 PUT /user/profile: the fields a user may change themselves. */
export interface ContactUpdate {
  email?: string;
  phoneNumber?: string;
}

/** Change the user's e-mail and/or phone number; undefined if the user no longer exists. */
export async function updateUserContact(
  db: Db,
  userId: string,
  update: ContactUpdate,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
