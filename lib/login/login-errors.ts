import * as z from "../validation/zod";

/** Why a login did not finish, as the login pages tell it. */
export const LOGIN_ERROR_KINDS = [
  "cancelled",
  "state",
  "expired",
  "not-available",
  "unavailable",
  "invalid",
] as const;
export type LoginErrorKind = (typeof LOGIN_ERROR_KINDS)[number];

/** The query parameter a login page reads the failure from. */
export const LOGIN_ERROR_PARAM = "error";

export interface LoginErrorText {
  title: string;
  text: string;
}

/** What the trader reads for each failure: what happened, and that trying again is safe. */
export const LOGIN_ERROR_TEXTS: Readonly<Record<LoginErrorKind, LoginErrorText>> = {
  cancelled: {
    title: "Login cancelled",
    text: "The login was cancelled at your broker. Nothing has changed; you can log in again whenever you are ready.",
  },
  state: {
    title: "We could not confirm this login",
    text: "It was started in another browser or tab, or took longer than 10 minutes. Please log in again.",
  },
  expired: {
    title: "Your broker's confirmation expired",
    text: "Your broker did not confirm the login in time. Please log in again; it only takes a moment.",
  },
  "not-available": {
    title: "Login with this broker is not available yet",
    text: "Please choose another broker, or try again later.",
  },
  unavailable: {
    title: "We could not reach your broker",
    text: "The login service is not answering right now. Please try again in a moment.",
  },
  invalid: {
    title: "This login link is incomplete",
    text: "Please start again from the login page.",
  },
};

/** A failure named in a URL; anything unknown reads as an incomplete link. */
export function loginErrorKind(value: string | null | undefined): LoginErrorKind {
  return z.catch(z.enum(LOGIN_ERROR_KINDS), "invalid").parse(value);
}

/**
 * The bridge's answer as a failure kind (docs/api.md): 401 a forged, expired or wrong-state
 * token; 400 a broker that cannot log anyone in yet; no answer, 429, 5xx: not reachable now.
 */
export function loginErrorKindForStatus(status: number | null): LoginErrorKind {
  if (status === 401) return "expired";
  if (status === 400 || status === 404) return "not-available";
  return "unavailable";
}
