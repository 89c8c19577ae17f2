import { describe, expect, it } from "vitest";
import { ApiStatusError, NetworkError, ResponseError, ValidationError } from "@/api-clients/errors";
import { readSpec } from "@/tests/support/spec-document";
import { checkContact, CONTACT_FIELDS, updateFailureText } from "./contact-fields";

describe("CONTACT_FIELDS (spec §2 screens 4 and 5)", () => {
  it("has the spec's texts, toasts and events", () => {
    expect(CONTACT_FIELDS.mobile).toMatchObject({
      title: "Update mobile number",
      placeholder: "Enter 10 digits",
      submitLabel: "Update Mobile",
      errorEvent: "edit_mobile_error",
      successToast: { title: "Mobile number updated", durationMs: 2000 },
    });
    expect(CONTACT_FIELDS.email).toMatchObject({
      title: "Update email",
      placeholder: "Enter email",
      submitLabel: "Update Email",
      successToast: { title: "Email updated", durationMs: 2000 },
    });
  });

  it.skipIf(!readSpec())("quotes the spec word for word", () => {
    const spec = readSpec()!;
    for (const field of Object.values(CONTACT_FIELDS)) {
      for (const text of [field.title, field.placeholder, field.submitLabel]) {
        expect(spec).toContain(`'${text}'`);
      }
      expect(spec).toContain(`'${field.successToast.title}'`);
    }
  });
});

describe("checkContact (spec §5)", () => {
  it.each([
    ["mobile", "9876543210", { updates: { phone_number: "9876543210" } }],
    ["mobile", " 9876543210 ", { updates: { phone_number: "9876543210" } }],
    ["email", " Asha@Example.com ", { updates: { email: "Asha@Example.com" } }],
  ] as const)("%s %j is sent as %j", (kind, value, update) => {
    expect(checkContact(kind, value)).toEqual({ ok: true, update });
  });

  it.each([
    ["mobile", "12345", "Please enter valid mobile"],
    ["mobile", "+919876543210", "Please enter valid mobile"],
    ["mobile", "", "Please enter valid mobile"],
    ["email", "asha@", "Please enter valid email"],
    ["email", "", "Please enter valid email"],
  ] as const)("%s %j: %s, nothing sent", (kind, value, message) => {
    expect(checkContact(kind, value)).toEqual({ ok: false, message });
  });
});

describe("updateFailureText", () => {
  const e = "https://svc/user/profile";
  it("shows the server's own words, and plain words otherwise", () => {
    expect(updateFailureText(new ApiStatusError(400, e, "PUT", "Please enter valid email"))).toBe(
      "Please enter valid email",
    );
    expect(updateFailureText(new ResponseError("E-mail taken", e, "PUT"))).toBe("E-mail taken");
    expect(updateFailureText(new ValidationError([], e, "PUT"))).toMatch(/refresh the page/);
    expect(updateFailureText(new NetworkError("x", e, "PUT"))).toMatch(/reach the server/);
    expect(updateFailureText(new Error("x"))).toMatch(/try again/);
  });
});
