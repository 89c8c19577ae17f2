import { z } from "zod";
import { BROKER_CODES } from "../brokers";
import { USER_TYPES } from "../domain/enums";

/**
 * Spec §3 'Profile (server)': the profile the user/strategy service sends (GET /user/profile).
 * Broker and client id identify the user (spec §6) and are required; the rest may be missing or
 * null. A phone number sent as a JSON number is read as its digits.
 */
export const serverProfileSchema = z.object({
  broker: z.enum(BROKER_CODES),
  client_id: z.string().min(1),
  email: z.string().nullish(),
  name: z.string().nullish(),
  phone_number: z
    .union([z.string(), z.number().int().nonnegative()])
    .nullish()
    .transform((phone) => (phone === null || phone === undefined ? phone : String(phone))),
  bridger: z.string().nullish(),
  user_type: z.enum(USER_TYPES).nullish(),
});
export type ServerProfile = z.infer<typeof serverProfileSchema>;
