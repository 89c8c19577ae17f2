/**
 * Whether this build offers the test broker (paper trading) on the login screens. The flag
 * NEXT_PUBLIC_TEST_BROKER_LOGIN says so ('1'/'true' or '0'/'false'); unset, it is offered
 * exactly when the bridge is the embedded one (no NEXT_PUBLIC_BRIDGE_URL), so `npm run up` and
 * `npm run dev` work out of the box and a deployment with its own bridge never shows it.
 */
export function testBrokerLoginEnabled(env: { flag?: string; bridgeUrl?: string }): boolean {
  const flag = env.flag?.trim().toLowerCase();
  if (flag === "1" || flag === "true") return true;
  if (flag === "0" || flag === "false") return false;
  return !env.bridgeUrl;
}

// Read by their literal names so Next inlines them into the client bundle at build time.
export const TEST_BROKER_LOGIN = testBrokerLoginEnabled({
  flag: process.env.NEXT_PUBLIC_TEST_BROKER_LOGIN,
  bridgeUrl: process.env.NEXT_PUBLIC_BRIDGE_URL,
});
