import * as z from "../validation/zod";
import { emailSchema } from "../validation/email";
import { mobileSchema } from "../validation/mobile";

/**
 * Spec §7 PUT /user/profile body: `{updates:{email}}` or `{updates:{phone_number}}` (spec §3: the
 * update payload uses phone_number). Each value passes the same check as its dialog (spec §5).
 */
export const profileUpdateSchema = z.object({
  updates: z.union([
    z.strictObject({ email: emailSchema }),
    z.strictObject({ phone_number: mobileSchema }),
  ]),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The body that changes the user's e-mail (trimmed). Throws on an invalid address. */
export function emailUpdate(email: string): ProfileUpdate {
  return profileUpdateSchema.parse({ updates: { email } });
}

/** The body that changes the user's mobile (10 digits, no prefix). Throws on an invalid number. */
export function mobileUpdate(mobile: string): ProfileUpdate {
  return profileUpdateSchema.parse({ updates: { phone_number: mobile } });
}
