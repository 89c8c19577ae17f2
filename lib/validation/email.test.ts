import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { emailSchema, INVALID_EMAIL_MESSAGE, isValidEmail } from "./email";

const spec = readSpec();

describe.skipIf(!spec)(`e-mail message against the spec's §5 (${SPEC_PATH})`, () => {
  it("shows the spec's text", () => {
    expect(spec).toContain(`On failure '${INVALID_EMAIL_MESSAGE}' shows under the input`);
  });
});

describe("isValidEmail", () => {
  it.each([
    "trader@example.com",
    "first.last+tag@mail.example.co.in",
    "a_b-c@sub-domain.example.in",
    "o'neil@example.com",
    "x@a.io",
    "  padded@example.com  ",
  ])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    "",
    "plain",
    "@example.com",
    "trader@",
    "trader@example",
    "trader@@example.com",
    "trader @example.com",
    "trader@exa mple.com",
    "trader@-example.com",
    "trader@example-.com",
    "trader@example..com",
    "trader@.example.com",
    "trader@example.com.",
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false));

  it("accepts domain labels of 63 characters and rejects 64", () => {
    const label63 = "a".repeat(63);
    const label64 = "a".repeat(64);
    expect(isValidEmail(`trader@${label63}.com`)).toBe(true);
    expect(isValidEmail(`trader@mail.${label63}`)).toBe(true);
    expect(isValidEmail(`trader@${label64}.com`)).toBe(false);
    expect(isValidEmail(`trader@mail.${label64}`)).toBe(false);
    expect(isValidEmail(`trader@${"b".repeat(62)}-.com`)).toBe(false);
  });

  it("gives the spec's message and the trimmed address", () => {
    expect(emailSchema.parse(" trader@example.com ")).toBe("trader@example.com");
    const failed = emailSchema.safeParse("trader@");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe("Please enter valid email");
  });
});
