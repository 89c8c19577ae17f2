import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import {
  INVALID_MOBILE_MESSAGE,
  isValidMobile,
  MOBILE_DIGITS,
  mobileSchema,
  PHONE_PREFIX,
} from "./mobile";

const spec = readSpec();

describe.skipIf(!spec)(`mobile rules against the spec's §5/§9 (${SPEC_PATH})`, () => {
  it("shows the spec's text and uses its prefix and length", () => {
    expect(spec).toContain(`Otherwise '${INVALID_MOBILE_MESSAGE}' shows`);
    expect(spec).toContain(`- Phone: prefix ${PHONE_PREFIX}, ${MOBILE_DIGITS} digits.`);
  });
});

describe("isValidMobile", () => {
  it("accepts exactly 10 digits", () => {
    expect(isValidMobile("9876543210")).toBe(true);
    expect(isValidMobile("0123456789")).toBe(true);
    expect(isValidMobile(" 9876543210 ")).toBe(true);
  });

  it.each([
    "98765 43210",
    "+919876543210",
    "919876543210",
    "987654321",
    "98765432101",
    "98765-43210",
    "987654321O",
    "९८७६५४३२१०", // Devanagari digits
    "",
  ])("rejects %j", (mobile) => expect(isValidMobile(mobile)).toBe(false));

  it("gives the spec's message and the trimmed number", () => {
    expect(mobileSchema.parse(" 9876543210")).toBe("9876543210");
    expect(mobileSchema.safeParse("12345").error?.issues[0]?.message).toBe(
      "Please enter valid mobile",
    );
  });
});
