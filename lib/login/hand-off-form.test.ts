import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { brokerByCode } from "../brokers";
import { TEST_BROKER_CODE } from "../product";
import { LOGIN_INITIATE_FIELDS, loginInitiateAction, loginInitiateForm } from "./hand-off-form";
import { loginInitiateFormSchema } from "./received-hand-off-form";

const spec = readSpec();

describe.skipIf(!spec)(`hand-off form keys against the spec's §3 (${SPEC_PATH})`, () => {
  it("posts exactly the spec's keys, each kept in a cookie of the same name", () => {
    expect(spec).toContain(`Login-initiate form keys: ${LOGIN_INITIATE_FIELDS.join(", ")}.`);
    for (const name of LOGIN_INITIATE_FIELDS)
      expect(spec).toMatch(new RegExp(`Cookies\\*\\*:.*${name}`));
  });
});

describe("loginInitiateAction", () => {
  it("posts to the broker's app host at /login/initiate, naming the broker", () => {
    const hosts = { iifl: "https://iifl.example.in" };
    expect(loginInitiateAction(brokerByCode("iifl")!, hosts)).toBe(
      "https://iifl.example.in/login/initiate?broker=iifl",
    );
  });

  it("posts to this deployment for a broker with no app host configured", () => {
    expect(loginInitiateAction(brokerByCode("aliceblue")!)).toBe(
      "/login/initiate?broker=aliceblue",
    );
  });

  it("posts to this deployment for the test broker", () => {
    const paper = brokerByCode(TEST_BROKER_CODE)!;
    expect(loginInitiateAction(paper)).toBe(`/login/initiate?broker=${TEST_BROKER_CODE}`);
  });
});

describe("loginInitiateForm", () => {
  it("carries the saved bridge values and the current page as the redirect", () => {
    const form = loginInitiateForm(
      { bridgeJWT: "jwt", loginSource: "webview", bridgeOrders: "[1]" },
      { pathname: "/explore", search: "?page=2" },
    );
    expect(form).toEqual({
      bridgeJWT: "jwt",
      loginSource: "webview",
      bridgeOrders: "[1]",
      redirectUrl: "/explore?page=2",
    });
  });

  it("defaults the login-source to web and prefers the redirectUrl parameter", () => {
    const form = loginInitiateForm({}, { pathname: "/login", search: "?redirectUrl=%2Ftrack" });
    expect(form).toEqual({
      bridgeJWT: "",
      loginSource: "web",
      bridgeOrders: "",
      redirectUrl: "/track",
    });
  });
});

describe("loginInitiateFormSchema", () => {
  it("keeps what was posted, empty values as null", () => {
    expect(
      loginInitiateFormSchema.parse({
        bridgeJWT: " jwt ",
        loginSource: "web",
        redirectUrl: "/track",
      }),
    ).toEqual({ bridgeJWT: "jwt", loginSource: "web", bridgeOrders: null, redirectUrl: "/track" });
  });

  it("drops a redirect off this origin, an over-long value and a non-text value", () => {
    expect(
      loginInitiateFormSchema.parse({
        redirectUrl: "https://evil.example",
        bridgeOrders: "x".repeat(5000),
        bridgeJWT: new Blob(["x"]),
      }),
    ).toEqual({ bridgeJWT: null, loginSource: null, bridgeOrders: null, redirectUrl: null });
  });
});
