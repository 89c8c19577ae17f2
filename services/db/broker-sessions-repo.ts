import { inArray, sql } from "drizzle-orm";
import { batchedFind } from "./batching/batched-find";
import type { BrokerSession } from "../brokers/broker";
import type { TokenVault } from "../brokers/token-vault";
import type { Db } from "./database";
import { brokerSessions } from "./schema";

// Every order call reads its trader's session: at the open, a thousand in a few statements.
const sessionRowOf = batchedFind(
  (db, userIds: string[]) =>
    db
      .select({ userId: brokerSessions.userId, accessToken: brokerSessions.accessToken })
      .from(brokerSessions)
      .where(inArray(brokerSessions.userId, userIds)),
  (row) => row.userId,
);

/**
 * The broker session of each user's latest login: the access token, encrypted at rest
 * (brokers/token-vault.ts) and never logged. One store per process, on its database and key.
 */
export class BrokerSessionStore {
  constructor(
    private readonly db: Db,
    private readonly vault: TokenVault,
  ) {}

  /** Keeps the access token of the user's latest login (replacing an older one). */
  async save(userId: string, accessToken: string): Promise<void> {
    const sealed = this.vault.seal(accessToken, userId);
    await this.db
      .insert(brokerSessions)
      .values({ userId, accessToken: sealed })
      .onConflictDoUpdate({
        target: brokerSessions.userId,
        set: { accessToken: sealed, createdAt: sql`now()` },
      });
  }

  /**
   * The user's broker session, or undefined when they never logged in or the stored token no
   * longer opens (another key, an older format): either way, the trader logs in again.
   */
  async find(user: { id: string; clientId: string }): Promise<BrokerSession | undefined> {
    const row = await sessionRowOf(this.db, user.id);
    return row && this.sessionOf(user, row.accessToken);
  }

  /** A session from a stored row read elsewhere (a join), or undefined if it does not open. */
  sessionOf(user: { id: string; clientId: string }, sealed: string): BrokerSession | undefined {
    const accessToken = this.vault.open(sealed, user.id);
    return accessToken === undefined ? undefined : { clientId: user.clientId, accessToken };
  }
}
