import { brokerByCode, SELECTABLE_BROKERS, type BrokerRecord } from "../brokers";
import { TEST_BROKER_CODE } from "../product";

/** Spec §2 screen 1, the login popup's title and line. */
export const LOGIN_CHOOSER_TITLE = "Choose your broker";
export const LOGIN_CHOOSER_TEXT = "You will be securely redirected to your broker";
/** The test broker's entry, on builds that offer it (docs/login.md). */
export const TEST_BROKER_ENTRY_LABEL = "Paper trading (test broker)";

/** Spec §2 screen 1: the badge variant shows these brokers, in this order. */
export const BADGE_BROKER_CODES = ["iifl", "nuvama", "hdfc_sky"] as const;

/** The broker a `broker` cookie locks login to (spec §4), if it names one. */
export function lockedBroker(cookieValue: string | null | undefined): BrokerRecord | null {
  return brokerByCode(cookieValue ?? "") ?? null;
}

export interface LoginChoices {
  /** The grid: every selectable broker, or only the locked one. */
  brokers: readonly BrokerRecord[];
  /** The test broker, offered apart from the grid, on a build configured for it. */
  testBroker: BrokerRecord | null;
}

/**
 * What the login grid offers. The spec's choice list never holds the test broker; a build for
 * the embedded default (paper trading) offers it as a separate entry, and a `broker` cookie
 * naming it locks login to it like any other broker.
 */
export function loginChoices(locked: BrokerRecord | null, testBrokerLogin: boolean): LoginChoices {
  if (locked) return { brokers: [locked], testBroker: null };
  const testBroker = testBrokerLogin ? (brokerByCode(TEST_BROKER_CODE) ?? null) : null;
  return { brokers: SELECTABLE_BROKERS, testBroker };
}

/** Spec §2: the badge variant shows IIFL, Nuvama and HDFC SKY, or only the locked broker. */
export function badgeBrokers(locked: BrokerRecord | null): readonly BrokerRecord[] {
  if (locked) return [locked];
  return BADGE_BROKER_CODES.flatMap((code) => brokerByCode(code) ?? []);
}

/** A login control: 'Login', or 'Login with your broker' where the page asks for it. */
export type LoginButtonWording = "login" | "your-broker";

/** Spec §2: 'Login', 'Login with {broker name}' (locked to one broker) or 'Login with your broker'. */
export function loginButtonLabel(locked: BrokerRecord | null, wording: LoginButtonWording): string {
  if (locked) return loginWithLabel(locked);
  return wording === "your-broker" ? "Login with your broker" : "Login";
}

/** 'Login with' plus the broker's name: a locked button and each badge. */
export function loginWithLabel(broker: Pick<BrokerRecord, "name">): string {
  return `Login with ${broker.name}`;
}

/** What the tile of a broker this server cannot log in with says under its name. */
export const UNAVAILABLE_LABEL = "Unavailable here";
