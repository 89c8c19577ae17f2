import { brokerByCode, type BrokerCode, type BrokerRecord } from "../brokers";
import { routePath } from "../routing/routes";

/** Spec §2 and §7: account opening is offered with IIFL ('Continue' → /signup/iifl, broker_id 'iifl'). */
export const SIGNUP_BROKER_CODE = "iifl" satisfies BrokerCode;

export function signupBroker(): BrokerRecord {
  const broker = brokerByCode(SIGNUP_BROKER_CODE);
  if (!broker) throw new Error(`The catalogue has no ${SIGNUP_BROKER_CODE}`);
  return broker;
}

/** Spec §2 screen 2, the first sign-up popup's title. */
export const OPEN_ACCOUNT_TITLE = "Open a New Account";

/** Spec §2 screen 2, the sign-up form's title: 'Sign Up with IIFL Securities'. */
export function signupTitle(broker: Pick<BrokerRecord, "name">): string {
  return `Sign Up with ${broker.name}`;
}

/** The sign-up page of the account-opening broker. */
export function signupPath(): string {
  return routePath("signup", { broker: SIGNUP_BROKER_CODE });
}

/**
 * Spec §2 'Features Of {broker}' (placeholder text in the spec): what opening an account gives
 * a Strikeline trader, with no claims about the broker's charges.
 */
export const ACCOUNT_FEATURES: readonly string[] = [
  "Open your trading and demat account online, on your phone",
  "Follow analyst-managed options tradeboxes as soon as the account is active",
  "Track every tradebox's profit and loss live, leg by leg",
];
