import { brokerByCode, type BrokerRecord } from "../../lib/brokers";
import { SANDBOX_LABEL } from "../../lib/sandbox";
import type { SandboxDrillRequest } from "../../services/brokers/sandbox/sandbox-drills";
import { E2E_ANALYST_API_KEY, E2E_SERVICES_URL } from "./environment";
import { expect, type Page } from "./test";

/** Every real broker the journeys' services serve as a sandbox (all but IIFL's XTS). */
export const SANDBOX_BROKER_CODES = [
  "aliceblue",
  "5paisa",
  "hdfc_sky",
  "hdfc_sky_strategy",
  "nuvama",
  "iifl_capital",
] as const;

export function sandboxBroker(code: (typeof SANDBOX_BROKER_CODES)[number]): BrokerRecord {
  const record = brokerByCode(code);
  if (!record) throw new Error(`${code} is not in the catalogue`);
  return record;
}

/**
 * On the sandbox's own login page (its own origin, as a broker's is): every field filled as
 * that broker asks (the client id, a password or PIN, a 6-digit OTP), then 'Log in'.
 */
export async function signInAtSandbox(page: Page, broker: BrokerRecord, clientId: string) {
  await expect(page).toHaveTitle(`${broker.name} ${SANDBOX_LABEL} · Login`, { timeout: 20_000 });
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
  // The client id's label is the broker's own (Client ID, Client code, User ID).
  await page.locator("input[name=clientId]").fill(clientId);
  for (const input of await page.locator("input").all()) {
    if ((await input.getAttribute("name")) === "clientId") continue;
    const numeric = (await input.getAttribute("inputmode")) === "numeric";
    await input.fill(numeric ? "123456" : "sandbox-secret");
  }
  await page.getByRole("button", { name: "Log in" }).click();
}

/** From the login grid: the broker's tile (marked 'Sandbox') to its sandbox's login page. */
export async function openSandboxLogin(page: Page, broker: BrokerRecord) {
  const tile = page
    .getByRole("list", { name: "Brokers" })
    .getByRole("button", { name: `Login with ${broker.name} (${SANDBOX_LABEL})` });
  await expect(tile).toContainText(SANDBOX_LABEL);
  await tile.click();
  await expect(page).toHaveTitle(`${broker.name} ${SANDBOX_LABEL} · Login`, { timeout: 20_000 });
}

/** From the login grid through the sandbox's login page, back to the app. */
export async function logInThroughSandbox(page: Page, broker: BrokerRecord, clientId: string) {
  await openSandboxLogin(page, broker);
  await signInAtSandbox(page, broker, clientId);
}

/** A sandbox broker's drill (services/brokers/sandbox/sandbox-drills.ts) for one client. */
export async function sandboxDrill(
  broker: BrokerRecord,
  clientId: string,
  drill: Omit<SandboxDrillRequest, "clientId">,
): Promise<void> {
  const response = await fetch(`${E2E_SERVICES_URL}/analyst/sandbox/${broker.broker}/drill`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${E2E_ANALYST_API_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ ...drill, clientId }),
  });
  if (!response.ok) throw new Error(`sandbox drill: ${response.status} ${await response.text()}`);
}
