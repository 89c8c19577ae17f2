import * as z from "../validation/zod";
import { BROKER_CODES } from "../brokers";
import { USER_TYPES } from "../domain/enums";
import { distinctId } from "./distinct-id";
import type { ServerProfile } from "./server-profile";

/** Spec §3: the name shown when the profile has none. */
export const DEFAULT_NAME = "User";

/** Spec §3 'Profile (client)': the app's own shape of the logged-in user. */
export const clientProfileSchema = z.object({
  broker: z.union([z.enum(BROKER_CODES), z.literal("")]),
  clientID: z.string(),
  email: z.string(),
  name: z.string(),
  /** The first word of name. */
  firstName: z.string(),
  phone: z.nullable(z.string()),
  /** Ids of the user's favourite (subscribed) strategies. */
  strategies: z.array(z.string()),
  userType: z.nullable(z.enum(USER_TYPES)),
  distinctId: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** Spec §3 defaults: name and firstName 'User', the others empty or null. */
export function defaultClientProfile(): ClientProfile {
  return {
    broker: "",
    clientID: "",
    email: "",
    name: DEFAULT_NAME,
    firstName: DEFAULT_NAME,
    phone: null,
    strategies: [],
    userType: null,
    distinctId: "",
  };
}

/** The first word of a name ('Asha Rao' → 'Asha'), or 'User' for a blank one. */
export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] || DEFAULT_NAME;
}

/**
 * Spec §3 server → client profile. Blank or missing texts take the defaults ('User' for the
 * names, '' for e-mail, null for phone and user type); `strategies` comes from the favourites
 * call, not the profile.
 */
export function toClientProfile(
  server: ServerProfile,
  strategies: readonly string[] = [],
): ClientProfile {
  const name = server.name?.trim() || DEFAULT_NAME;
  return {
    broker: server.broker,
    clientID: server.client_id,
    email: server.email?.trim() ?? "",
    name,
    firstName: firstWord(name),
    phone: server.phone_number?.trim() || null,
    strategies: [...strategies],
    userType: server.user_type ?? null,
    distinctId: distinctId(server.broker, server.client_id),
  };
}
