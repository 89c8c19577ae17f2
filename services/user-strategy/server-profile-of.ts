import { PRODUCT_SLUG } from "../../lib/product";
import type { ServerProfile } from "../../lib/profile/server-profile";
import type { UserRow } from "../db/schema";

/** Spec §3 'Profile (server)' of a stored user; the bridger is this product. */
export function serverProfileOf(user: UserRow): ServerProfile {
  return {
    broker: user.broker,
    client_id: user.clientId,
    email: user.email,
    name: user.name,
    phone_number: user.phoneNumber,
    bridger: PRODUCT_SLUG,
    user_type: user.userType,
  };
}
