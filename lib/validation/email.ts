import * as z from "./zod";

/** Spec §5/§8: the inline text under the e-mail input. */
export const INVALID_EMAIL_MESSAGE = "Please enter valid email";

/** One domain label: letters, digits and inner hyphens, 1 to 63 characters (RFC 1035). */
const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";

/**
 * Spec §5 'a standard pattern (local part, at sign, domain labels up to 63 characters)': the
 * HTML standard's valid-e-mail pattern, with one change of ours: the domain needs at least two
 * labels ('name@gmail' is a typo, not an address a broker can write to).
 */
export const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`,
);

/** The edit-email input: trimmed, then matched; the error is the spec's inline text. */
export const emailSchema = z
  .string()
  .check(z.trim(), z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE));

/** Whether the text (surrounding spaces aside) is an e-mail address we accept. */
export function isValidEmail(text: string): boolean {
  return emailSchema.safeParse(text).success;
}
