import * as z from "../validation/zod";
import { BROKER_CODES } from "../brokers";
import { USER_TYPES } from "../domain/enums";

/**
 * Spec §3 'Profile (server)': the profile the user/strategy service sends (GET /user/profile).
 * Broker and client id identify the user (spec §6) and are required; the rest may be missing or
 * null. A phone number sent as a JSON number is read as its digits.
 */
export const serverProfileSchema = z.object({
  broker: z.enum(BROKER_CODES),
  client_id: z.string().check(z.minLength(1)),
  email: z.nullish(z.string()),
  name: z.nullish(z.string()),
  phone_number: z.pipe(
    z.nullish(z.union([z.string(), z.int().check(z.nonnegative())])),
    z.transform((phone: string | number | null | undefined) =>
      phone === null || phone === undefined ? phone : String(phone),
    ),
  ),
  bridger: z.nullish(z.string()),
  user_type: z.nullish(z.enum(USER_TYPES)),
});
export type ServerProfile = z.infer<typeof serverProfileSchema>;
