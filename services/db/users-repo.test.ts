import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/database-backends";
import { findUserById, upsertUser } from "./users-repo";

describeOnEachDatabase("users repository", (db) => {
  it("creates a NEW_USER on the first login", async () => {
    const { user, created } = await upsertUser(db(), {
      broker: "iifl",
      clientId: "FIRST01",
      name: "Asha Rao",
      email: "asha@example.com",
      phoneNumber: "9876543210",
    });
    expect(created).toBe(true);
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(user).toMatchObject({
      broker: "iifl",
      clientId: "FIRST01",
      name: "Asha Rao",
      email: "asha@example.com",
      phoneNumber: "9876543210",
      userType: "NEW_USER",
    });
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it("updates the same broker + client id, keeping fields the broker did not send", async () => {
    const first = await upsertUser(db(), {
      broker: "nuvama",
      clientId: "AGAIN01",
      name: "Old Name",
      email: "keep@example.com",
    });
    const second = await upsertUser(db(), {
      broker: "nuvama",
      clientId: "AGAIN01",
      name: "New Name",
    });
    expect(second.created).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.name).toBe("New Name");
    expect(second.user.email).toBe("keep@example.com");
    expect(second.user.createdAt.getTime()).toBe(first.user.createdAt.getTime());
    expect(second.user.updatedAt.getTime()).toBeGreaterThanOrEqual(first.user.updatedAt.getTime());
  });

  it("treats the same client id at another broker as another user", async () => {
    const atIifl = await upsertUser(db(), { broker: "iifl", clientId: "SHARED1" });
    const atNuvama = await upsertUser(db(), { broker: "nuvama", clientId: "SHARED1" });
    expect(atNuvama.created).toBe(true);
    expect(atNuvama.user.id).not.toBe(atIifl.user.id);
  });

  it("creates exactly one user when logins for one identity race", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => upsertUser(db(), { broker: "5paisa", clientId: "RACE01" })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
  });

  it("finds a user by id, and no one for an unknown or malformed id", async () => {
    const { user } = await upsertUser(db(), { broker: "aliceblue", clientId: "FIND01" });
    expect(await findUserById(db(), user.id)).toEqual(user);
    expect(await findUserById(db(), "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await findUserById(db(), "not-a-uuid")).toBeUndefined();
  });

  it("rejects a user type outside the spec's list", async () => {
    await expect(
      db().execute(
        sql`insert into users (broker, client_id, user_type) values ('iifl', 'BAD01', 'ADMIN')`,
      ),
    ).rejects.toThrow();
  });
});
