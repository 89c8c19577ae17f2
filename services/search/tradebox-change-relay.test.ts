import { describe, expect, it } from "vitest";
import { basketCalls, ironFlyLegs } from "../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { TEST_INSTANT, testClock } from "../testing/test-clock";
import {
  twoServicesInstances,
  WITHOUT_POSTGRES_AND_REDIS,
} from "../testing/two-services-instances";

// Two services instances over one PostgreSQL and one Redis (issue 28).
const ANALYST_KEY = "analyst-key-0123456789abcdef";

describe.skipIf(WITHOUT_POSTGRES_AND_REDIS)(
  "search across two services instances",
  { timeout: 120_000 },
  () => {
    const services = twoServicesInstances(ANALYST_KEY);

    it("finds on one instance a tradebox an analyst published through the other", async () => {
      const { instances } = await services.start({ clock: testClock() });
      const [one, two] = instances.map((instance) =>
        basketCalls((path, init) => fetch(`${instance.url}${path}`, init), ANALYST_KEY),
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
