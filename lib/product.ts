/**
 * The product's name and every identifier derived from it. The spec writes `{product}`; a
 * white-label build changes these two strings and nothing else.
 */
export const PRODUCT_NAME = "Strikeline";
export const PRODUCT_SLUG = "strikeline";

/** Session cookie (`{product}JWT`). */
export const SESSION_COOKIE = `${PRODUCT_SLUG}JWT`;
/** Test broker code (`{product}_broker`). */
export const TEST_BROKER_CODE = `${PRODUCT_SLUG}_broker`;
/** The product's own strategy tag (`{product}_strategy`). */
export const PRODUCT_STRATEGY_TAG = `${PRODUCT_SLUG}_strategy`;

/** Spec §9: the session cookie lives 43200 s (12 h), secure, path /. */
export const SESSION_LIFETIME_SECONDS = 43_200;

/** Spec §2: 'The page title has the product name as a suffix.' */
export const PAGE_TITLE_TEMPLATE = `%s | ${PRODUCT_NAME}`;

export function pageTitle(page: string): string {
  return PAGE_TITLE_TEMPLATE.replace("%s", page);
}
