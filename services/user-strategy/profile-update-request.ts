import { z } from "zod";
import { profileUpdateSchema, type ProfileUpdate } from "../../lib/profile/profile-update";
import { INVALID_EMAIL_MESSAGE } from "../../lib/validation/email";
import { INVALID_MOBILE_MESSAGE } from "../../lib/validation/mobile";
import type { ContactUpdate } from "../db/users-repo";

const envelopeSchema = z.object({ updates: z.record(z.string(), z.unknown()) });

export type ProfileUpdateCheck =
  { ok: true; update: ContactUpdate } | { ok: false; message: string };

/**
 * A PUT /user/profile body, checked by lib/profile's schema: exactly one of email or phone_number.
 * A bad value answers with the dialog's own text (spec §8 'Please enter valid email' / 'mobile').
 */
export function checkProfileUpdate(body: unknown): ProfileUpdateCheck {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, message: "updates: must be an object" };
  const keys = Object.keys(envelope.data.updates);
  if (keys.length !== 1 || (keys[0] !== "email" && keys[0] !== "phone_number")) {
    return { ok: false, message: "updates: must hold exactly one of email or phone_number" };
  }
  const parsed = profileUpdateSchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      message: keys[0] === "email" ? INVALID_EMAIL_MESSAGE : INVALID_MOBILE_MESSAGE,
    };
  }
  return { ok: true, update: contactUpdateOf(parsed.data) };
}

function contactUpdateOf({ updates }: ProfileUpdate): ContactUpdate {
  return "email" in updates ? { email: updates.email } : { phoneNumber: updates.phone_number };
}
