import { removePushSubscription } from "@/api-clients/user-strategy/alerts";
import { unsubscribeDevice } from "./push-device";

/** Logging out waits this long at most for the device to be forgotten. */
const FORGET_TIMEOUT_MS = 3_000;

/**
 * On logout: this device stops taking the trader's alerts, at its push service and at ours.
 * Best effort and bounded: a failure (offline, the services down) never holds the logout up; a
 * subscription left behind is gone at the push service, which then tells us so.
 */
export async function forgetThisDevice(token: string | undefined): Promise<void> {
  const forget = (async () => {
    const endpoint = await unsubscribeDevice();
    if (endpoint && token) await removePushSubscription(endpoint, { token });
  })().catch(() => undefined);
  await Promise.race([forget, new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
}
