import * as z from "../validation/zod";
import { MOBILE_PATTERN } from "../validation/mobile";
import { SIGNUP_BROKER_CODE } from "./signup-broker";
import type { UrlParameters } from "./url-parameters";

/** Spec §7 POST {signup API}/create body. */
export const signupLeadSchema = z.object({
  broker_id: z.literal(SIGNUP_BROKER_CODE),
  mobile: z.int().check(z.minimum(1_000_000_000), z.maximum(9_999_999_999)),
  email: z.optional(z.string().check(z.maxLength(254))),
  otp_verified: z.boolean(),
  url_parameters: z.array(z.record(z.string(), z.string())).check(z.maxLength(1)),
});
export type SignupLead = z.infer<typeof signupLeadSchema>;

/**
 * The /create body from the widget's output: broker 'iifl', the mobile as an integer, the e-mail
 * only when given, and the saved URL parameters as a one-item array (or empty). Null when the
 * mobile is not ten digits, so no request goes out with a number the API would refuse.
 */
export function signupLeadBody(input: {
  mobile: string;
  email: string;
  otpVerified: boolean;
  urlParameters: UrlParameters | null;
}): SignupLead | null {
  if (!MOBILE_PATTERN.test(input.mobile)) return null;
  const email = input.email.trim();
  return {
    broker_id: SIGNUP_BROKER_CODE,
    mobile: Number(input.mobile),
    ...(email ? { email } : {}),
    otp_verified: input.otpVerified,
    url_parameters: input.urlParameters ? [input.urlParameters] : [],
  };
}
