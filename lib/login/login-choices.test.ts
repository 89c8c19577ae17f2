import { describe, expect, it } from "vitest";
import { brokerByCode, SELECTABLE_BROKERS } from "../brokers";
import { TEST_BROKER_CODE } from "../product";
import {
  badgeBrokers,
  lockedBroker,
  loginButtonLabel,
  loginChoices,
  loginWithLabel,
} from "./login-choices";
import { testBrokerLoginEnabled } from "./test-broker-login";

const iifl = brokerByCode("iifl") ?? null;
const testBroker = brokerByCode(TEST_BROKER_CODE) ?? null;

describe("loginChoices", () => {
  it("offers every selectable broker, never the test broker in the grid", () => {
    const { brokers } = loginChoices(null, true);
    expect(brokers).toEqual(SELECTABLE_BROKERS);
    expect(brokers.map((b) => b.broker)).not.toContain(TEST_BROKER_CODE);
  });

  it("offers the test broker apart, only on a build configured for it", () => {
    expect(loginChoices(null, true).testBroker).toBe(testBroker);
    expect(loginChoices(null, false).testBroker).toBeNull();
  });

  it("shows the locked broker alone, the test broker included", () => {
    expect(loginChoices(iifl, true)).toEqual({ brokers: [iifl], testBroker: null });
    expect(loginChoices(testBroker, false).brokers).toEqual([testBroker]);
  });
});

describe("lockedBroker", () => {
  it("reads a broker code from the cookie, and nothing else", () => {
    expect(lockedBroker("iifl")).toBe(iifl);
    expect(lockedBroker("robinhood")).toBeNull();
    expect(lockedBroker(undefined)).toBeNull();
  });
});

describe("labels (spec §2 screen 1)", () => {
  it("reads 'Login', 'Login with your broker', or 'Login with {broker name}' when locked", () => {
    expect(loginButtonLabel(null, "login")).toBe("Login");
    expect(loginButtonLabel(null, "your-broker")).toBe("Login with your broker");
    expect(loginButtonLabel(iifl, "your-broker")).toBe("Login with IIFL Securities");
  });

  it("badges IIFL, Nuvama and HDFC SKY, or only the locked broker, each 'Login with' its name", () => {
    expect(badgeBrokers(null).map(loginWithLabel)).toEqual([
      "Login with IIFL Securities",
      "Login with Nuvama Wealth",
      "Login with HDFC SKY",
    ]);
    expect(badgeBrokers(iifl)).toEqual([iifl]);
  });
});

describe("testBrokerLoginEnabled", () => {
  it("follows the flag when set", () => {
    expect(testBrokerLoginEnabled({ flag: "1", bridgeUrl: "https://bridge.example" })).toBe(true);
    expect(testBrokerLoginEnabled({ flag: "true" })).toBe(true);
    expect(testBrokerLoginEnabled({ flag: "0" })).toBe(false);
  });

  it("unset: on with the embedded bridge, off with a configured one", () => {
    expect(testBrokerLoginEnabled({})).toBe(true);
    expect(testBrokerLoginEnabled({ flag: "", bridgeUrl: "https://bridge.example" })).toBe(false);
  });
});
