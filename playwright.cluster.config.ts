import { defineConfig } from "@playwright/test";
import journeys from "./playwright.config";
import { WEB_HEALTH_PATH } from "./services/testing/cluster/haproxy-config";
import {
  E2E_CLUSTER_CONTROL_PORT,
  E2E_SERVICES_ENV,
  E2E_SERVICES_PORT,
  E2E_WEB_ENV,
  E2E_WEB_PORT,
  E2E_WEB_URL,
} from "./e2e/support/environment";

// The cluster journeys (scripts/test.sh runs them after the others, whose ports they take):
// the journeys' own build behind HAProxy at the addresses it was built for, two web and two
// services instances over PostgreSQL and Redis (scripts/cluster.ts, docs/deploy.md).
const database = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
if (!database || !redis) {
  throw new Error("The cluster journeys need TEST_DATABASE_URL and TEST_REDIS_URL.");
}

export default defineConfig({
  ...journeys,
  testMatch: "cluster-*.spec.ts",
  testIgnore: [],
  outputDir: "test-results/e2e-cluster",
  // One cluster, whose instances the drill kills: one journey at a time.
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-cluster.json" }]],
  webServer: {
    command: "npx tsx scripts/cluster.ts",
    url: `${E2E_WEB_URL}${WEB_HEALTH_PATH}`,
    env: {
      ...E2E_SERVICES_ENV,
      ...E2E_WEB_ENV,
      PGLITE_DATA_DIR: "",
      DATABASE_URL: database,
      REDIS_URL: redis,
      CLUSTER_FRESH_DATABASE: "1",
      CLUSTER_WEB_PORT: String(E2E_WEB_PORT),
      CLUSTER_SERVICES_PORT: String(E2E_SERVICES_PORT),
      CLUSTER_CONTROL_PORT: String(E2E_CLUSTER_CONTROL_PORT),
      CLUSTER_DIR: "test-results/cluster",
    },
    reuseExistingServer: false,
    // Two services instances start one after the other (the start-up lock), on two busy cores.
    timeout: 240_000,
    // The cluster stops its instances and drops its database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
