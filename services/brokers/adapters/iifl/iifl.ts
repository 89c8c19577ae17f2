import { BrokerError, type Broker } from "../../broker";
import { catalogueRecord } from "../hand-off-broker";
import { unavailableCalls } from "../not-available";

const CODE = "iifl";

/**
 * IIFL Securities on its XTS (Blaze) API. There is no hand-off to redirect a trader to: each
 * trader creates an app on the Blaze portal and a session is opened server-side with that app's
 * key and secret. Holding traders' keys was decided against (one session per key, a static IP
 * per key, custody of lasting secrets; docs/brokers.md): IIFL traders log in through IIFL
 * Capital, the same broker's API with a vendor hand-off.
 */
export function createIiflBroker(): Broker {
  const { name } = catalogueRecord(CODE);
  const instead = catalogueRecord("iifl_capital").name;
  return {
    code: CODE,
    loginUrl() {
      throw new BrokerError(
        "NOT_AVAILABLE",
        `${name} (XTS/Blaze) has no login page to hand off to: please log in with ${instead}, ` +
          "the same broker's account; Login is not available for this broker yet",
      );
    },
    ...unavailableCalls(name),
  };
}
