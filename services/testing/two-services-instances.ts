import { afterEach } from "vitest";
import type { Clock } from "../../lib/time/clock";
import type { ServicesConfig } from "../config";
import { startServices, type RunningServices } from "../server";
import { recordingLogger } from "./recording-logger";
import { testConfig } from "./test-config";
import { TEST_REDIS_URL } from "./test-redis-url";
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from "./throwaway-postgres";

/** Whether this machine lacks PostgreSQL or Redis, which several instances share. */
export const WITHOUT_POSTGRES_AND_REDIS = !TEST_DATABASE_URL || !TEST_REDIS_URL;

/**
 * Two services instances over one throwaway PostgreSQL database and the test Redis (issue 28),
 * for the tests of a describe block: `start` opens them on the shared config (the test's
 * changes over it), and each test's end stops them and drops its database.
 */
export function twoServicesInstances(analystApiKey: string) {
  let throwaway: ThrowawayDatabase | undefined;
  const running: RunningServices[] = [];
  const stop = async () => {
    await Promise.all(running.splice(0).map((services) => services.stop()));
  };

  afterEach(async () => {
    await stop();
    await throwaway?.drop();
    throwaway = undefined;
  });

  return {
    async start(options: {
      clock: Clock;
      config?: (base: ServicesConfig) => ServicesConfig;
    }): Promise<{ instances: [RunningServices, RunningServices]; databaseUrl: string }> {
      throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
      const base = testConfig({
        database: { kind: "postgres", url: throwaway.url },
        redisUrl: TEST_REDIS_URL,
        analystApiKey,
      });
      const config = options.config?.(base) ?? base;
      const start = () => startServices(config, recordingLogger(), { clock: options.clock });
      const instances: [RunningServices, RunningServices] = [await start(), await start()];
      running.push(...instances);
      return { instances, databaseUrl: throwaway.url };
    },
    /** Stops both instances now (their shutdown's work done), before the test's end. */
    stop,
  };
}
