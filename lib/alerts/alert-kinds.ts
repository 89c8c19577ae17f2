import { ADJUSTMENT_AVAILABLE_LABEL, POSITION_STATUS_TABLE } from "../status/position-status";

/**
 * The alerts that reach a trader's devices (Web Push) while the app is closed, each of which
 * the trader can turn off in Account. A notification's title is the position's spec §4 label,
 * so the alert and Track say the same thing.
 */
export const ALERT_KINDS = ["adjustment", "rejected", "exited", "exitRules"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertKindText {
  /** The notification's title. */
  title: string;
  /** The Account setting that turns it on or off. */
  setting: string;
}

export const ALERT_KIND_TEXT: Readonly<Record<AlertKind, AlertKindText>> = {
  adjustment: {
    title: ADJUSTMENT_AVAILABLE_LABEL,
    setting: "The analyst adjusts or closes a tradebox you hold",
  },
  rejected: {
    title: POSITION_STATUS_TABLE.ERROR.label,
    setting: "A leg of your tradebox is rejected",
  },
  exited: {
    title: "Tradebox exited",
    setting: "A tradebox you hold is fully exited",
  },
  exitRules: {
    title: "Exit rules",
    setting: "An exit rule exits a leg, or cannot act until you log in",
  },
};

/** Which alerts a trader wants; every kind is on until turned off. */
export type AlertSettings = Record<AlertKind, boolean>;

export const DEFAULT_ALERT_SETTINGS: Readonly<AlertSettings> = {
  adjustment: true,
  rejected: true,
  exited: true,
  exitRules: true,
};
