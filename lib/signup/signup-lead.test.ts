import { describe, expect, it } from "vitest";
import { signupLeadBody, signupLeadSchema } from "./signup-lead";

describe("signupLeadBody (spec §7 POST /create)", () => {
  it("sends broker 'iifl', the mobile as an integer and the saved URL parameters as one item", () => {
    const body = signupLeadBody({
      mobile: "9876543210",
      email: " trader@example.com ",
      otpVerified: true,
      urlParameters: { utm_source: "google" },
    });
    expect(body).toEqual({
      broker_id: "iifl",
      mobile: 9876543210,
      email: "trader@example.com",
      otp_verified: true,
      url_parameters: [{ utm_source: "google" }],
    });
    expect(signupLeadSchema.parse(body)).toEqual(body);
  });

  it("leaves the e-mail out when none was given and sends an empty parameter list", () => {
    expect(
      signupLeadBody({ mobile: "9876543210", email: "", otpVerified: false, urlParameters: null }),
    ).toEqual({ broker_id: "iifl", mobile: 9876543210, otp_verified: false, url_parameters: [] });
  });

  it("sends nothing for a mobile that is not ten digits", () => {
    expect(
      signupLeadBody({ mobile: "98765", email: "", otpVerified: false, urlParameters: null }),
    ).toBeNull();
  });
});
