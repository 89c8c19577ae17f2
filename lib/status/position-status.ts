import type { BasketStatus, UserBasketStatus } from "../domain/enums";

/** Spec §4 'Position status shown to the user': the group a position is listed under. */
export const POSITION_STATUS_GROUPS = ["Tracking", "Retry", "Closed"] as const;
export type PositionStatusGroup = (typeof POSITION_STATUS_GROUPS)[number];

/** Spec §4: 'The call-to-action is 'Track' for all of these.' */
export const POSITION_CALL_TO_ACTION = "Track";

/** Spec §4: the label a tracking position shows once the analyst has closed or adjusted the basket. */
export const ADJUSTMENT_AVAILABLE_LABEL = "Adjustment Available";

/** Analyst basket statuses that turn a tracking position into 'Adjustment Available' (spec §4). */
export const ADJUSTMENT_TRIGGER_STATUSES = [
  "CLOSED",
  "ADJUSTED",
] as const satisfies readonly BasketStatus[];

export interface PositionStatusRow {
  label: string;
  group: PositionStatusGroup;
  /** The row's label is replaced by 'Adjustment Available' when the analyst basket is closed or adjusted. */
  offersAdjustment: boolean;
}

/**
 * Spec §4 'Position status shown to the user', one row per backend (user basket) status. The
 * spec's table writes the statuses in lower case; the backend sends the §4 enum values.
 */
export const POSITION_STATUS_TABLE: Readonly<Record<UserBasketStatus, PositionStatusRow>> = {
  ENTERING: { label: "Entering", group: "Tracking", offersAdjustment: false },
  EXITING: { label: "Exiting", group: "Tracking", offersAdjustment: false },
  TRACKING: { label: "Tracking", group: "Tracking", offersAdjustment: true },
  MODIFYING: { label: "Tracking", group: "Tracking", offersAdjustment: true },
  OPEN: { label: "Tracking", group: "Tracking", offersAdjustment: true },
  ADJUSTING: { label: "Adjusting", group: "Tracking", offersAdjustment: false },
  ERROR: { label: "Retry Orders", group: "Retry", offersAdjustment: false },
  EXITED: { label: "Closed", group: "Closed", offersAdjustment: false },
};

export interface PositionStatus {
  label: string;
  group: PositionStatusGroup;
  callToAction: typeof POSITION_CALL_TO_ACTION;
}

/** Whether the analyst's basket status means the trader has an adjustment to make. */
export function analystAwaitsAdjustment(analystStatus: BasketStatus | null | undefined): boolean {
  return (ADJUSTMENT_TRIGGER_STATUSES as readonly string[]).includes(analystStatus ?? "");
}

/**
 * The label, group and call-to-action of a position (spec §4). `analystStatus` is the analyst
 * side's basket status (`analyst_basket_status`); CLOSED or ADJUSTED turns a tracking, modifying
 * or open position into 'Adjustment Available'.
 */
export function positionStatus(
  userStatus: UserBasketStatus,
  analystStatus?: BasketStatus | null,
): PositionStatus {
  const row = POSITION_STATUS_TABLE[userStatus];
  const label =
    row.offersAdjustment && analystAwaitsAdjustment(analystStatus)
      ? ADJUSTMENT_AVAILABLE_LABEL
      : row.label;
  return { label, group: row.group, callToAction: POSITION_CALL_TO_ACTION };
}
