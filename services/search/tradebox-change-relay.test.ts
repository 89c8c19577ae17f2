import { afterEach, describe, expect, it } from "vitest";
import { basketCalls, ironFlyLegs } from "../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { startServices, type RunningServices } from "../server";
import { recordingLogger } from "../testing/recording-logger";
import { TEST_INSTANT, testClock } from "../testing/test-clock";
import { testConfig } from "../testing/test-config";
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from "../testing/throwaway-postgres";

// Two services instances over one PostgreSQL and one Redis (issue 28).
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const ANALYST_KEY = "analyst-key-0123456789abcdef";

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)(
  "search across two services instances",
  { timeout: 120_000 },
  () => {
    let throwaway: ThrowawayDatabase | undefined;
    const running: RunningServices[] = [];

    afterEach(async () => {
      await Promise.all(running.splice(0).map((services) => services.stop()));
      await throwaway?.drop();
    });

    it("finds on one instance a tradebox an analyst published through the other", async () => {
      throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
      const config = testConfig({
        database: { kind: "postgres", url: throwaway.url },
        redisUrl: TEST_REDIS_URL,
        analystApiKey: ANALYST_KEY,
      });
      const start = () => startServices(config, recordingLogger(), { clock: testClock() });
      running.push(await start(), await start());
      const [one, two] = running.map((services) =>
        basketCalls((path, init) => fetch(`${services.url}${path}`, init), ANALYST_KEY),
      );
      const token = await two!.logIn("SEEK1");
      const found = async () => {
        const answer = await two!.call<{ result: { name: string }[] }>(
          "POST",
          "/search/search",
          token,
          {
            search: "Relayed Fly",
            page: 1,
            filters: {},
            sort: [],
          },
        );
        expect(answer.status).toBe(200);
        return answer.body.data.result.map((tradebox) => tradebox.name);
      };
      expect(await found()).toEqual([]);

      const legs = ironFlyLegs(nextMonthlyExpiry(3727, TEST_INSTANT));
      await one!.publishTradebox("Relayed Fly", 3727, legs);
      // The second instance hears it over Redis, then re-reads it from the database.
      const deadline = performance.now() + 5_000;
      while (!(await found()).includes("Relayed Fly")) {
        if (performance.now() > deadline) throw new Error("not found on the second instance");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  },
);
