import { BROKER_CODES, brokerByCode, type BrokerCode } from "../../lib/brokers";
import { BrokerError } from "./broker";
import { NotConfiguredError } from "./adapters/not-available";
import type { BrokerRegistry } from "./registry";

/** Whether a trader can log in with a broker on this server, and if not, why (one line). */
export type BrokerAvailability =
  /** `sandbox`: served by this server's sandbox of the broker, never a live account. */
  | { broker: BrokerCode; available: true; sandbox: boolean }
  | { broker: BrokerCode; available: false; reason: string };

/** Any absolute URL and state serve: the hand-off is only built, never followed. */
const PROBE = { redirectUrl: "https://probe.invalid/login/verify", state: "availability-probe" };

/**
 * Each broker's login as this server can offer it, asked of the broker's own adapter: a broker
 * whose hand-off cannot be built (no API keys here, or no hand-off at all, as IIFL's XTS) is
 * unavailable, with a reason a trader can read. The login grid shows it so, never a dead link.
 */
export function brokerAvailability(brokers: BrokerRegistry): BrokerAvailability[] {
  return BROKER_CODES.map((code): BrokerAvailability => {
    try {
      brokers[code].loginUrl(PROBE);
      return { broker: code, available: true, sandbox: brokers[code].sandbox === true };
    } catch (error) {
      if (!(error instanceof BrokerError) || error.code !== "NOT_AVAILABLE") throw error;
      const name = brokerByCode(code)?.name ?? code;
      const reason =
        error instanceof NotConfiguredError
          ? `${name} login is not set up on this server yet`
          : error.message;
      return { broker: code, available: false, reason };
    }
  });
}
