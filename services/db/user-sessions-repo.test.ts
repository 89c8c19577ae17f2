import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { brokerSessions } from "./schema";
import { describeOnEachDatabase } from "../testing/database-backends";
import { TokenVault } from "../brokers/token-vault";
import { BrokerSessionStore } from "./broker-sessions-repo";
import { promoteReturningUser, updateUserContact, upsertUser } from "./users-repo";

describeOnEachDatabase("broker sessions and returning users", (db) => {
  it("keeps one broker session per user, the latest login's", async () => {
    const store = new BrokerSessionStore(db(), TokenVault.derivedFrom("s".repeat(40)));
    const { user } = await upsertUser(db(), { broker: "iifl", clientId: "SESS01" });
    expect(await store.find(user)).toBeUndefined();
    await store.save(user.id, "first-token");
    await store.save(user.id, "second-token");
    expect(await store.find(user)).toEqual({ clientId: "SESS01", accessToken: "second-token" });
  });

  it("keeps the access token encrypted in the database, readable only with the key", async () => {
    const store = new BrokerSessionStore(db(), TokenVault.derivedFrom("s".repeat(40)));
    const { user } = await upsertUser(db(), { broker: "iifl", clientId: "SESS02" });
    await store.save(user.id, "plain-access-token");
    const [row] = await db()
      .select()
      .from(brokerSessions)
      .where(eq(brokerSessions.userId, user.id));
    expect(row!.accessToken).not.toContain("plain-access-token");
    const otherKey = new BrokerSessionStore(db(), TokenVault.derivedFrom("t".repeat(40)));
    expect(await otherKey.find(user)).toBeUndefined();
  });

  it("promotes a returning NEW_USER to EXISTING_USER_ACTIVE and keeps other types", async () => {
    const { user } = await upsertUser(db(), { broker: "iifl", clientId: "BACK01" });
    const promoted = await promoteReturningUser(db(), user);
    expect(promoted.userType).toBe("EXISTING_USER_ACTIVE");
    const inactive = { ...promoted, userType: "EXISTING_USER_INACTIVE" as const };
    expect(await promoteReturningUser(db(), inactive)).toBe(inactive);
  });

  it("changes a user's e-mail or phone number, leaving the other field", async () => {
    const { user } = await upsertUser(db(), {
      broker: "iifl",
      clientId: "EDIT01",
      email: "a@b.in",
    });
    const updated = await updateUserContact(db(), user.id, { phoneNumber: "9876543210" });
    expect(updated).toMatchObject({ email: "a@b.in", phoneNumber: "9876543210" });
  });
});
