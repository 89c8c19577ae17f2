import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import {
  canSubmitSignup,
  mobileReadyOutput,
  otpShownOutput,
  SIGNUP_TRIGGER_LENGTH,
  widgetOutputSchema,
} from "./signup-trigger";

const spec = readSpec();

describe.skipIf(!spec)(`sign-up trigger against the spec's §9 (${SPEC_PATH})`, () => {
  it("fires at the spec's length", () => {
    expect(spec).toContain(`Sign-up trigger length is ${SIGNUP_TRIGGER_LENGTH}.`);
  });
});

describe("mobileReadyOutput", () => {
  it("reports the mobile at exactly 10 characters with no error showing", () => {
    expect(mobileReadyOutput("9876543210", false)).toEqual({
      mobile: "9876543210",
      email: "",
      otp: false,
    });
  });

  it("reports nothing before, after, or while a mobile error shows", () => {
    expect(mobileReadyOutput("987654321", false)).toBeNull();
    expect(mobileReadyOutput("98765432101", false)).toBeNull();
    expect(mobileReadyOutput("9876543210", true)).toBeNull();
  });
});

describe("otpShownOutput", () => {
  it("reports mobile, e-mail and otp true", () => {
    const output = otpShownOutput("9876543210", "trader@example.com");
    expect(output).toEqual({ mobile: "9876543210", email: "trader@example.com", otp: true });
    expect(widgetOutputSchema.parse(output)).toEqual(output);
  });
});

describe("canSubmitSignup", () => {
  it("sends only with a mobile; e-mail is optional", () => {
    expect(canSubmitSignup("9876543210")).toBe(true);
    expect(canSubmitSignup("")).toBe(false);
    expect(canSubmitSignup("   ")).toBe(false);
  });
});
