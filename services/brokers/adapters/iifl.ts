import { BrokerError, type Broker } from "../broker";
import { catalogueRecord } from "./hand-off-broker";
import { unavailableCalls } from "./not-available";

const CODE = "iifl";

/**
 * IIFL Securities on its XTS (Blaze) API. There is no hand-off to redirect a trader to: each
 * trader creates an app on the Blaze portal and a session is opened server-side with that app's
 * key and secret (`POST /interactive/user/session`). So `loginUrl`, like every other call, is not
 * available until the product can hold a trader's own keys (docs/brokers.md).
 */
export function createIiflBroker(): Broker {
  const { name } = catalogueRecord(CODE);
  return {
    code: CODE,
    loginUrl() {
      throw new BrokerError(
        "NOT_AVAILABLE",
        `${name} (XTS/Blaze) has no login page to hand off to: a session needs the trader's own ` +
          "API key and secret; Login is not available for this broker yet",
      );
    },
    ...unavailableCalls(name),
  };
}
