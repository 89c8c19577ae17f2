import { BrokerError, notAvailable, type Broker } from "../broker";
import type { BrokerEnvVar } from "../broker-credentials";

/** Every call of the interface but the login hand-off. */
export type BrokerCalls = Omit<Broker, "code" | "loginUrl">;

/**
 * The calls a real broker's adapter does not implement yet: each rejects (or, for the synchronous
 * order-update subscription, throws) `notAvailable` with the broker's name and the call's name.
 */
export function unavailableCalls(brokerName: string): BrokerCalls {
  const reject = (call: string) => () => Promise.reject(notAvailable(brokerName, call));
  return {
    exchangeToken: reject("Token exchange"),
    availableFunds: reject("Available funds"),
    requiredMargin: reject("Required margin"),
    placeOrder: reject("Order placement"),
    findOrder: reject("Order search"),
    cancelOrder: reject("Order cancellation"),
    orderStatus: reject("Order status"),
    onOrderUpdate: () => {
      throw notAvailable(brokerName, "Order updates");
    },
    positions: reject("Positions"),
    lastTradedPrices: reject("Last traded prices"),
  };
}

/** A broker this server has no keys for: its message names the variable an operator sets. */
export class NotConfiguredError extends BrokerError {
  constructor(brokerName: string, envVar: BrokerEnvVar) {
    super("NOT_AVAILABLE", `${brokerName} is not configured: set ${envVar}`);
  }
}

/** The configured value, or a NotConfiguredError naming the environment variable to set. */
export function requireConfigured(
  value: string | undefined,
  brokerName: string,
  envVar: BrokerEnvVar,
): string {
  if (value === undefined) throw new NotConfiguredError(brokerName, envVar);
  return value;
}
