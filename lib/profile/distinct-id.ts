import { PRODUCT_SLUG } from "../product";

/** Spec §3 'a fixed prefix': our product slug, so ids never collide with another product's. */
export const DISTINCT_ID_PREFIX = PRODUCT_SLUG;
/** Between prefix, broker and client id; broker codes and client ids never hold a colon. */
export const DISTINCT_ID_SEPARATOR = ":";

/**
 * Spec §3 distinctId: prefix + broker + client id, e.g. 'strikeline:iifl:AB1234'. A user is their
 * broker plus client id (spec §6), so the same client id at two brokers is two users. It is the
 * analytics distinct id and the chat identity's id (POST /api/hashEmail sends it as clientID).
 */
export function distinctId(broker: string, clientId: string): string {
  return [DISTINCT_ID_PREFIX, broker, clientId].join(DISTINCT_ID_SEPARATOR);
}
