import { PRODUCT_SLUG } from "./product";

/**
 * Where 'Contact Support' writes when no chat widget is configured (no chat token in the build),
 * so the action always reaches a person.
 */
export const SUPPORT_EMAIL = `support@${PRODUCT_SLUG}.in`;

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
