import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/database-backends";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import { OnceClaims } from "./once-claims";
import { onceClaims } from "./once-claims-schema";

describeOnEachDatabase("once claims", (db) => {
  it(
    "grants a key to one claimant of many, and drops claims older than a day",
    { timeout: PGLITE_BOOT_TIMEOUT_MS },
    async () => {
      let now = 0;
      // Two instances' claims over one database, racing for the same keys.
      const [one, two] = [0, 1].map(() => new OnceClaims(db(), () => now));
      const raced = await Promise.all([one!.claim("alert:a"), two!.claim("alert:a")]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await one!.claim("alert:a")).toBe(false);
      expect(await two!.claim("alert:b")).toBe(true);

      await db()
        .update(onceClaims)
        .set({ claimedAt: sql`now() - interval '25 hours'` })
        .where(sql`${onceClaims.key} = 'alert:a'`);
      expect(await one!.claim("alert:c")).toBe(true); // pruned an hour ago: not yet again
      expect(await db().select({ key: onceClaims.key }).from(onceClaims)).toHaveLength(3);
      now += 60 * 60 * 1000;
      await one!.claim("alert:d");
      const left = await db().select({ key: onceClaims.key }).from(onceClaims);
      expect(left.map((row) => row.key).sort()).toEqual(["alert:b", "alert:c", "alert:d"]);
    },
  );
});
