import { test as setup } from "@playwright/test";
import { chooseJourneyTradeboxes } from "./support/journey-tradeboxes";

// Runs before every journey (the projects' dependencies in playwright.config.ts); why, in
// support/journey-tradeboxes.ts.
setup(
  "the journeys' tradeboxes are chosen before any journey adjusts one",
  async ({}, testInfo) => {
    await chooseJourneyTradeboxes(testInfo.project.outputDir);
  },
);
