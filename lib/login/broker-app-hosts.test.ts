import { describe, expect, it } from "vitest";
import { brokerByCode } from "../brokers";
import { loginInitiateAction } from "./hand-off-form";
import { appHostOf, parseBrokerAppHosts, THIS_DEPLOYMENT } from "./broker-app-hosts";

describe("each broker's app host", () => {
  it("is this deployment when none is configured: the hand-off posts to its own /login/initiate", () => {
    expect(parseBrokerAppHosts(undefined)).toEqual({});
    const aliceBlue = brokerByCode("aliceblue")!;
    expect(aliceBlue.appURL).toBe(THIS_DEPLOYMENT);
    expect(appHostOf(aliceBlue, {})).toBe(THIS_DEPLOYMENT);
    expect(loginInitiateAction(aliceBlue, {})).toBe("/login/initiate?broker=aliceblue");
  });

  it("is the configured origin where one is set", () => {
    const hosts = parseBrokerAppHosts('{"aliceblue":"https://aliceblue.example.in/"}');
    expect(loginInitiateAction(brokerByCode("aliceblue")!, hosts)).toBe(
      "https://aliceblue.example.in/login/initiate?broker=aliceblue",
    );
    expect(appHostOf(brokerByCode("nuvama")!, hosts)).toBe(THIS_DEPLOYMENT);
  });

  it("refuses a configuration that would send traders to a broken address", () => {
    expect(() => parseBrokerAppHosts("[]")).toThrow("JSON object");
    expect(() => parseBrokerAppHosts('{"aliceblue":"aliceblue.example.in"}')).toThrow(
      "aliceblue: not an http(s) origin",
    );
    expect(() => parseBrokerAppHosts('{"aliceblue":"https://x.in/app"}')).toThrow("origin");
  });
});
