/** Spec §5: the sign-up widget's field in error gets this red border. */
export const SIGNUP_ERROR_BORDER_COLOR = "#E23051";

/** The example address the spec's '{email}' placeholder is filled with (our choice). */
export const SIGNUP_EXAMPLE_EMAIL = "name@example.com";

/** Spec §5 sign-up widget message mapping: gateway text → text shown. Written as the spec writes them. */
export const SIGNUP_MESSAGE_MAP: Readonly<Record<string, string>> = {
  "Kindly enter valid Mobile Number":
    "Please enter a valid mobile number. A valid mobile does start with a '0'",
  "Please enter valid email id": "Please enter a valid email. e.g. {email}",
  "Email Id already Exists":
    "An account with this email exits with iifl, kindly login with the email.",
};

/** The widget fields a message can be placed under, tried in the spec's order. */
export const SIGNUP_MESSAGE_FIELDS = ["mobile", "email", "otp"] as const;
export type SignupMessageField = (typeof SIGNUP_MESSAGE_FIELDS)[number];

export interface SignupMessage {
  text: string;
  /** The field the message goes under, or null for a message shown on its own. */
  field: SignupMessageField | null;
  /** The red border of the field in error; null when no field is. */
  borderColor: typeof SIGNUP_ERROR_BORDER_COLOR | null;
}

/**
 * Spec §5: map a gateway message to what the widget shows, and where. The three known texts are
 * replaced; any other is shown as received. The field is the first of mobile, email, otp whose
 * name the received message contains, case-insensitive.
 */
export function signupMessage(received: string): SignupMessage {
  const mapped = SIGNUP_MESSAGE_MAP[received.trim()];
  const text = mapped?.replace("{email}", SIGNUP_EXAMPLE_EMAIL) ?? received;
  const lower = received.toLowerCase();
  const field = SIGNUP_MESSAGE_FIELDS.find((name) => lower.includes(name)) ?? null;
  return { text, field, borderColor: field ? SIGNUP_ERROR_BORDER_COLOR : null };
}
