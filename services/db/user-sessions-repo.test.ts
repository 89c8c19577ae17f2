import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/database-backends";
import { findBrokerSession, saveBrokerSession } from "./broker-sessions-repo";
import { promoteReturningUser, updateUserContact, upsertUser } from "./users-repo";

describeOnEachDatabase("broker sessions and returning users", (db) => {
  it("keeps one broker session per user, the latest login's", async () => {
    const { user } = await upsertUser(db(), { broker: "iifl", clientId: "SESS01" });
    expect(await findBrokerSession(db(), user.id)).toBeUndefined();
    await saveBrokerSession(db(), user.id, "first-token");
    await saveBrokerSession(db(), user.id, "second-token");
    expect((await findBrokerSession(db(), user.id))?.accessToken).toBe("second-token");
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
