import * as z from "./zod";

/** Spec §5/§8: the inline text under the mobile input. */
export const INVALID_MOBILE_MESSAGE = "Please enter valid mobile";

/** Spec §9 'Phone: prefix +91, 10 digits.' */
export const PHONE_PREFIX = "+91";
export const MOBILE_DIGITS = 10;

/** Exactly ten ASCII digits: no inner spaces, no '+91' or other prefix. */
export const MOBILE_PATTERN = new RegExp(`^[0-9]{${MOBILE_DIGITS}}$`);

/** The edit-mobile input: trimmed, then exactly 10 digits; the error is the spec's inline text. */
export const mobileSchema = z
  .string()
  .check(z.trim(), z.regex(MOBILE_PATTERN, INVALID_MOBILE_MESSAGE));

/** Whether the text (surrounding spaces aside) is a 10-digit mobile number. */
export function isValidMobile(text: string): boolean {
  return mobileSchema.safeParse(text).success;
}
