import type { BasketStatus, UserBasketStatus } from "../domain/enums";
import { analystAwaitsAdjustment } from "./position-status";

/** Spec §4 'Basket status colour names', written as the spec writes them. */
export const BASKET_STATUS_COLOURS = [
  "active",
  "ready",
  "tracking",
  "tracking with rejection",
  "tracking with adjustment",
  "closed",
] as const;
export type BasketStatusColour = (typeof BASKET_STATUS_COLOURS)[number];

/**
 * The Chakra colour token each name is drawn in (our choice; the spec names the colours only).
 * Red and orange are kept for the two states that ask the trader to act.
 */
export const BASKET_STATUS_COLOUR_TOKENS: Readonly<Record<BasketStatusColour, string>> = {
  active: "blue.400",
  ready: "teal.400",
  tracking: "green.400",
  "tracking with rejection": "red.400",
  "tracking with adjustment": "orange.400",
  closed: "gray.400",
};

/** User basket statuses with orders on their way to the broker. */
export const IN_FLIGHT_USER_STATUSES = [
  "ENTERING",
  "EXITING",
  "ADJUSTING",
] as const satisfies readonly UserBasketStatus[];

/** Analyst statuses under which a trader without a basket can still enter the tradebox. */
export const ENTERABLE_ANALYST_STATUSES = [
  "OPEN",
  "ADJUSTED",
] as const satisfies readonly BasketStatus[];

export interface BasketColourInput {
  /** The trader's basket status; null or undefined when the trader has no basket. */
  userStatus?: UserBasketStatus | null;
  /** The analyst side's basket status (`analyst_basket_status`). */
  analystStatus?: BasketStatus | null;
  /** Some leg of the trader's basket has rejected orders (`rejected_quantity` > 0). */
  hasRejectedLegs?: boolean;
}

/**
 * The colour name of a basket, from the trader's and the analyst's statuses. The spec does not
 * show this rule; ours, first match wins:
 * 1. no user basket: 'ready' if the analyst basket is OPEN or ADJUSTED (it can be entered),
 *    else 'closed';
 * 2. EXITED → 'closed';
 * 3. ERROR, or any rejected leg → 'tracking with rejection' (a failure outranks work in flight:
 *    the trader must retry);
 * 4. ENTERING, EXITING, ADJUSTING → 'active';
 * 5. TRACKING, MODIFYING, OPEN while the analyst basket is CLOSED or ADJUSTED →
 *    'tracking with adjustment' (the same trigger as 'Adjustment Available');
 * 6. otherwise → 'tracking'.
 */
export function basketStatusColour({
  userStatus,
  analystStatus,
  hasRejectedLegs = false,
}: BasketColourInput): BasketStatusColour {
  if (!userStatus) {
    return isOneOf(analystStatus, ENTERABLE_ANALYST_STATUSES) ? "ready" : "closed";
  }
  if (userStatus === "EXITED") return "closed";
  if (userStatus === "ERROR" || hasRejectedLegs) return "tracking with rejection";
  if (isOneOf(userStatus, IN_FLIGHT_USER_STATUSES)) return "active";
  if (analystAwaitsAdjustment(analystStatus)) return "tracking with adjustment";
  return "tracking";
}

function isOneOf(value: string | null | undefined, list: readonly string[]): boolean {
  return value !== null && value !== undefined && list.includes(value);
}
