import { eq, sql } from "drizzle-orm";
import type { Db } from "./database";
import { brokerSessions, type BrokerSessionRow } from "./schema";

/** Keep the broker access token of the user's latest login (replacing an older one). */
export async function saveBrokerSession(db: Db, userId: string, accessToken: string) {
  await db
    .insert(brokerSessions)
    .values({ userId, accessToken })
    .onConflictDoUpdate({
      target: brokerSessions.userId,
      set: { accessToken, createdAt: sql`now()` },
    });
}

/** The broker session of the user's latest login, or undefined if they never logged in. */
export async function findBrokerSession(
  db: Db,
  userId: string,
): Promise<BrokerSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerSessions)
    .where(eq(brokerSessions.userId, userId))
    .limit(1);
  return row;
}
