import { ManualClock, type Clock } from "../../../lib/time/clock";
import { buildApp } from "../../app";
import type { Database } from "../../db/database";
import { testAppDeps } from "../../testing/test-app-deps";
import { TEST_INSTANT } from "../../testing/test-clock";
import { testConfig } from "../../testing/test-config";
import { basketCalls } from "./basket-calls";

/** The analyst API key of the basket tests' services. */
export const ANALYST_KEY = "analyst-key-0123456789abcdef";

/**
 * The services app on `database`, its analyst API on, and the calls a basket test makes through
 * it; on a manual clock at the test's instant unless given one.
 */
export async function basketTestApp(
  database: Database,
  clock: Clock = new ManualClock(TEST_INSTANT),
) {
  const deps = await testAppDeps(database, {
    config: testConfig({ analystApiKey: ANALYST_KEY }),
    clock,
  });
  const app = buildApp(deps);
  const calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
  return { deps, app, calls };
}

export type BasketTestApp = Awaited<ReturnType<typeof basketTestApp>>;
