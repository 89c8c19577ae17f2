import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import {
  SIGNUP_ERROR_BORDER_COLOR,
  SIGNUP_EXAMPLE_EMAIL,
  SIGNUP_MESSAGE_MAP,
  signupMessage,
} from "./signup-messages";

const spec = readSpec();

/** The spec's §5 mapping bullets: "- 'received' becomes 'shown'." */
function specMappings(text: string): [string, string][] {
  return [...text.matchAll(/^\s+- '(.+?)' becomes '(.+)'\.?$/gm)].map((m) => [
    m[1] ?? "",
    m[2] ?? "",
  ]);
}

describe.skipIf(!spec)(`sign-up messages against the spec's §5 (${SPEC_PATH})`, () => {
  it("maps exactly the spec's three texts, letter for letter", () => {
    const mappings = specMappings(spec ?? "");
    expect(mappings).toHaveLength(3);
    expect(Object.entries(SIGNUP_MESSAGE_MAP)).toEqual(mappings);
  });

  it("uses the spec's border colour", () => {
    expect(spec).toContain(`red border (${SIGNUP_ERROR_BORDER_COLOR})`);
  });
});

describe("signupMessage", () => {
  it("replaces the mobile message and routes it to the mobile field", () => {
    expect(signupMessage("Kindly enter valid Mobile Number")).toEqual({
      text: "Please enter a valid mobile number. A valid mobile does start with a '0'",
      field: "mobile",
      borderColor: "#E23051",
    });
  });

  it("fills the e-mail example into the e-mail message", () => {
    expect(signupMessage("Please enter valid email id")).toEqual({
      text: `Please enter a valid email. e.g. ${SIGNUP_EXAMPLE_EMAIL}`,
      field: "email",
      borderColor: "#E23051",
    });
  });

  it("replaces the existing-account message and routes it to the e-mail field", () => {
    expect(signupMessage("Email Id already Exists")).toMatchObject({
      text: "An account with this email exits with iifl, kindly login with the email.",
      field: "email",
    });
  });

  it("routes other messages by 'mobile', 'email' or 'otp' in any case, unchanged", () => {
    expect(signupMessage("Invalid OTP entered")).toEqual({
      text: "Invalid OTP entered",
      field: "otp",
      borderColor: "#E23051",
    });
    expect(signupMessage("MOBILE already registered").field).toBe("mobile");
    expect(signupMessage("eMail bounced").field).toBe("email");
    expect(signupMessage("Mobile and email do not match").field).toBe("mobile");
  });

  it("shows any other message as received, under no field", () => {
    expect(signupMessage("Service unavailable, try later")).toEqual({
      text: "Service unavailable, try later",
      field: null,
      borderColor: null,
    });
  });

  it("maps a known text only when it matches exactly (surrounding spaces aside)", () => {
    expect(signupMessage(" Email Id already Exists ").text).toMatch(/^An account/);
    expect(signupMessage("email id already exists").text).toBe("email id already exists");
  });
});
