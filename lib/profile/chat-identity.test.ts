import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { CHAT_COUNTRY_CODE, chatIdentity } from "./chat-identity";
import { defaultClientProfile, type ClientProfile } from "./client-profile";

const spec = readSpec();

const profile: ClientProfile = {
  ...defaultClientProfile(),
  broker: "iifl",
  clientID: "AB1234",
  email: "  Asha.Rao@Example.COM ",
  name: "Asha Rao",
  firstName: "Asha",
  phone: "9876543210",
  distinctId: "strikeline:iifl:AB1234",
};

describe.skipIf(!spec)(`chat identity against the spec's §5 (${SPEC_PATH})`, () => {
  it("uses the spec's country code", () => {
    expect(spec).toContain(`the country code is ${CHAT_COUNTRY_CODE}.`);
  });
});

describe("chatIdentity", () => {
  it("prefixes the phone with +91, lower-cases the e-mail, sets country IN", () => {
    expect(chatIdentity(profile)).toEqual({
      id: "strikeline:iifl:AB1234",
      name: "Asha Rao",
      email: "asha.rao@example.com",
      phone: "+919876543210",
      countryCode: "IN",
    });
  });

  it("leaves out a missing e-mail and a missing or malformed phone", () => {
    expect(chatIdentity({ ...profile, email: "", phone: null })).toEqual({
      id: "strikeline:iifl:AB1234",
      name: "Asha Rao",
      countryCode: "IN",
    });
    expect(chatIdentity({ ...profile, phone: "+919876543210" }).phone).toBeUndefined();
  });
});
