import * as z from "./zod";

/** Spec §9 'Sign-up trigger length is 10': the widget reports the mobile at this length. */
export const SIGNUP_TRIGGER_LENGTH = 10;

/** Spec §3 'Widget output to parent': mobile digits, e-mail (may be empty), otp step shown. */
export const widgetOutputSchema = z.object({
  mobile: z.string().check(z.regex(/^[0-9]*$/)),
  email: z.string(),
  otp: z.boolean(),
});
export type WidgetOutput = z.infer<typeof widgetOutputSchema>;

/**
 * Spec §4: once the mobile is exactly 10 characters and no mobile error shows, the parent is told
 * of it with an empty e-mail and otp false; otherwise nothing is reported (null).
 */
export function mobileReadyOutput(mobile: string, mobileErrorShown: boolean): WidgetOutput | null {
  if (mobile.length !== SIGNUP_TRIGGER_LENGTH || mobileErrorShown) return null;
  return { mobile, email: "", otp: false };
}

/** Spec §4: when the OTP step shows, the parent is told of mobile, e-mail and otp true. */
export function otpShownOutput(mobile: string, email: string): WidgetOutput {
  return { mobile, email, otp: true };
}

/** Spec §5: the sign-up form sends only if the mobile is non-empty; e-mail is optional. */
export function canSubmitSignup(mobile: string): boolean {
  return mobile.trim().length > 0;
}
