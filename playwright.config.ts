import { defineConfig } from "@playwright/test";
import {
  E2E_SERVICES_ENV,
  E2E_SERVICES_PORT,
  E2E_WEB_ENV,
  E2E_WEB_PORT,
  E2E_WEB_URL,
} from "./e2e/support/environment";

// Debian's Chromium (never a browser downloaded by Playwright); see scripts/ensure-chromium.sh.
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

export default defineConfig({
  testDir: "e2e",
  // Journeys only: unit tests of their support code live under tests/ (vitest).
  testMatch: "**/*.spec.ts",
  // The cluster journeys run on their own, against a cluster (playwright.cluster.config.ts).
  testIgnore: "**/cluster-*.spec.ts",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Assertions wait up to 10 s: on a busy two-core runner a lazily loaded island (the payoff
  // chart, the account menu) can hydrate later than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: E2E_WEB_URL,
    // Recording a trace costs every test a fifth of its time on a two-core runner: CI records the
    // retry of a failed journey; a local run keeps the trace of any failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker runs in every journey, as it does in every browser and the installed
    // app (a journey that must block it says why).
    serviceWorkers: "allow",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [
    // Before any journey: each journey's own tradebox (e2e/support/journey-tradeboxes.ts).
    { name: "setup", testMatch: "journey-tradeboxes.setup.ts" },
    {
      name: "mobile",
      dependencies: ["setup"],
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        userAgent: PHONE_UA,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: "npx tsx services/main.ts",
      url: `http://localhost:${E2E_SERVICES_PORT}/health`,
      env: E2E_SERVICES_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // scripts/test.sh builds into E2E_WEB_ENV.NEXT_DIST_DIR first. The page cache of an earlier
      // run holds pages of that run's services (a new catalogue each time): start without it.
      command: `rm -rf ${E2E_WEB_ENV.NEXT_DIST_DIR}/server/route-cache && npx next start -p ${E2E_WEB_PORT}`,
      url: E2E_WEB_URL,
      env: E2E_WEB_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
