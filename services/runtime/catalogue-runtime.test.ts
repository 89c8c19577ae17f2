import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { openDatabase } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";

const KEY = "analyst-key-0123456789abcdef";

describe("the search index follows the catalogue", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("finds a tradebox the analyst API just created, with its new status after a publish", async () => {
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    try {
      const app = buildApp(
        await testAppDeps(database, { config: testConfig({ analystApiKey: KEY }) }),
      );
      const analyst = (path: string, body?: unknown) =>
        app.request(`/analyst${path}`, {
          method: "POST",
          headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const search = async (text: string) => {
        const response = await app.request("/search/search", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ search: text, page: 1, filters: {}, sort: [] }),
        });
        const body: unknown = await response.json();
        if (response.status !== 200)
          throw new Error(`search ${response.status}: ${JSON.stringify(body)}`);
        return body as {
          data: { total_hits: number; result: { id: string; basket_status: string }[] };
        };
      };

      expect((await search("Quokka")).data.total_hits).toBe(0);
      const created = await analyst("/tradeboxes", shortStraddleInput("Quokka Straddle"));
      const { data } = (await created.json()) as { data: { tradebox: { id: string } } };
      const found = await search("Quokka");
      expect(found.data.result.map((t) => t.id)).toEqual([data.tradebox.id]);

      await analyst(`/tradeboxes/${data.tradebox.id}/publish`);
      expect((await search("Quokka")).data.result[0]).toMatchObject({ basket_status: "OPEN" });
    } finally {
      await database.close();
    }
  });
});
