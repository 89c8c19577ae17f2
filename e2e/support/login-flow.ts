import type { TestInfo } from "@playwright/test";
import { TEST_BROKER_ENTRY_LABEL } from "../../lib/login/login-choices";
import { pageTitle } from "../../lib/product";
import { expect, type Page } from "./test";

/** A client id of this run and project: 2 to 16 letters or digits. */
export function loginClientId(testInfo: TestInfo, tag: string): string {
  return `${tag}${testInfo.project.name[0]}${Date.now().toString(36)}`.toUpperCase().slice(0, 16);
}

/** Verifying a login waits on the bridge and a page load: slow on a busy machine. */
export const SETTLED = { timeout: 20_000 };

/** On the login grid: the paper broker's entry (shown to the journeys' builds only). */
export const chooseTestBroker = (page: Page) =>
  page.getByRole("button", { name: TEST_BROKER_ENTRY_LABEL }).click();

/** On the test broker's own page: sign in as a paper-trading client. */
export async function signInAtTestBroker(page: Page, id: string, name = "E2E Login") {
  await expect(page).toHaveURL(/\/login\/test-broker\?/);
  await expect(page).toHaveTitle(pageTitle("Test Broker Login"));
  await page.getByLabel("Client ID").fill(id);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Log in" }).click();
}
