import { describe, expect, it } from "vitest";
import { emailUpdate, mobileUpdate, profileUpdateSchema } from "./profile-update";

describe("profile update payloads (spec §7 PUT /user/profile)", () => {
  it("sends the e-mail under updates.email, trimmed", () => {
    expect(emailUpdate(" asha@example.com ")).toEqual({ updates: { email: "asha@example.com" } });
  });

  it("sends the mobile under updates.phone_number (spec §3)", () => {
    expect(mobileUpdate("9876543210")).toEqual({ updates: { phone_number: "9876543210" } });
  });

  it("sends nothing for an invalid value, with the dialog's message", () => {
    expect(() => emailUpdate("asha@")).toThrow("Please enter valid email");
    expect(() => mobileUpdate("98765 43210")).toThrow("Please enter valid mobile");
  });

  it("refuses a body with both fields, another field, or none", () => {
    const parses = (updates: unknown) => profileUpdateSchema.safeParse({ updates }).success;
    expect(parses({ email: "a@b.co", phone_number: "9876543210" })).toBe(false);
    expect(parses({ phone: "9876543210" })).toBe(false);
    expect(parses({})).toBe(false);
  });
});
