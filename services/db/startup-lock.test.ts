import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { startServices, type RunningServices } from "../server";
import { recordingLogger } from "../testing/recording-logger";
import { testConfig } from "../testing/test-config";
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from "../testing/throwaway-postgres";
import { openDatabase, type Database } from "./database";

// Instances over one PostgreSQL taking turns at start-up (issue 28, item 4): PostgreSQL only.
describe.skipIf(!TEST_DATABASE_URL)("the start-up lock on PostgreSQL", { timeout: 120_000 }, () => {
  let throwaway: ThrowawayDatabase | undefined;
  const opened: Database[] = [];
  const running: RunningServices[] = [];

  afterEach(async () => {
    await Promise.all(running.splice(0).map((services) => services.stop()));
    await Promise.all(opened.splice(0).map((database) => database.close()));
    await throwaway?.drop();
  });

  async function freshDatabase() {
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
    return { kind: "postgres", url: throwaway.url } as const;
  }

  it("makes a second instance wait until the first lets go", async () => {
    const config = await freshDatabase();
    const [first, second] = [0, 1].map(() => openDatabase(config, recordingLogger()));
    opened.push(first!, second!);
    const order: string[] = [];
    const unlockFirst = await first!.startupLock();
    const secondTurn = second!.startupLock().then((unlock) => {
      order.push("second locked");
      return unlock;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push("first lets go");
    await unlockFirst();
    await (
      await secondTurn
    )();
    expect(order).toEqual(["first lets go", "second locked"]);
  });

  it("starts two instances together, each migrated and the sample catalogue seeded once", async () => {
    const database = await freshDatabase();
    const config = testConfig({ database, seedSampleCatalogue: true });
    const results = await Promise.allSettled(
      [0, 1].map(() => startServices(config, recordingLogger())),
    );
    for (const result of results) if (result.status === "fulfilled") running.push(result.value);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    const slugs = await running[0]!.database.db.execute(
      sql`select slug, count(*)::int as n from strategies group by slug having count(*) > 1`,
    );
    expect(slugs.rows).toEqual([]);
    const seeded = await running[1]!.database.db.execute(
      sql`select count(*)::int as n from strategies`,
    );
    expect(Number(seeded.rows[0]?.n)).toBeGreaterThan(0);
  });
});
