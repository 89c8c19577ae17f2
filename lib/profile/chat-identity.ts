import { isValidMobile, PHONE_PREFIX } from "../validation/mobile";
import type { ClientProfile } from "./client-profile";

/** Spec §5: the chat identity's country code. */
export const CHAT_COUNTRY_CODE = "IN";

/** Spec §5 chat identity: who the support chat is talking to. */
export interface ChatIdentity {
  /** The profile's distinctId, the id the e-mail hash (POST /api/hashEmail) is made for. */
  id: string;
  name: string;
  /** Lower-cased; absent when the profile has none. */
  email?: string;
  /** '+91' and the 10 digits; absent when the profile has no valid mobile. */
  phone?: string;
  countryCode: typeof CHAT_COUNTRY_CODE;
}

/**
 * The chat identity of a profile (spec §5): phone with the +91 prefix, e-mail lower-cased,
 * country IN. A phone that is not 10 digits is left out rather than sent malformed.
 */
export function chatIdentity(profile: ClientProfile): ChatIdentity {
  const email = profile.email.trim().toLowerCase();
  const phone = profile.phone?.trim() ?? "";
  return {
    id: profile.distinctId,
    name: profile.name,
    ...(email ? { email } : {}),
    ...(isValidMobile(phone) ? { phone: `${PHONE_PREFIX}${phone}` } : {}),
    countryCode: CHAT_COUNTRY_CODE,
  };
}
