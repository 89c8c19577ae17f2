import { $ZodError } from "zod/v4/core";
import { ApiError, NetworkError, ValidationError } from "@/api-clients/errors";
import type { AppToast } from "@/components/ui/toaster";
import { emailUpdate, mobileUpdate, type ProfileUpdate } from "@/lib/profile/profile-update";

export type ContactKind = "mobile" | "email";

/** Spec §9: the e-mail and mobile success toasts show for 2000 ms. */
export const CONTACT_TOAST_MS = 2_000;

/** Spec §2 screens 4 and 5, §4 dialog flows, §8 texts and events. */
export interface ContactField {
  title: string;
  placeholder: string;
  submitLabel: string;
  inputLabel: string;
  successToast: AppToast;
  /** Analytics event on a failed update (spec §8). */
  errorEvent: string;
  build: (value: string) => ProfileUpdate;
}

export const CONTACT_FIELDS: Readonly<Record<ContactKind, ContactField>> = {
  mobile: {
    title: "Update mobile number",
    placeholder: "Enter 10 digits",
    submitLabel: "Update Mobile",
    inputLabel: "Mobile number",
    successToast: {
      id: "mobile-updated",
      type: "success",
      title: "Mobile number updated",
      durationMs: CONTACT_TOAST_MS,
    },
    errorEvent: "edit_mobile_error",
    build: mobileUpdate,
  },
  email: {
    title: "Update email",
    placeholder: "Enter email",
    submitLabel: "Update Email",
    inputLabel: "Email",
    successToast: {
      id: "email-updated",
      type: "success",
      title: "Email updated",
      durationMs: CONTACT_TOAST_MS,
    },
    errorEvent: "edit_email_error",
    build: emailUpdate,
  },
};

export type ContactCheck = { ok: true; update: ProfileUpdate } | { ok: false; message: string };

/**
 * Spec §5: the value is checked before anything is sent; an invalid one gives the dialog's
 * inline text ('Please enter valid mobile' / 'Please enter valid email').
 */
export function checkContact(kind: ContactKind, value: string): ContactCheck {
  try {
    return { ok: true, update: CONTACT_FIELDS[kind].build(value) };
  } catch (error) {
    // zod's base error class: what zod/mini and classic zod both throw.
    if (!(error instanceof $ZodError)) throw error;
    return { ok: false, message: error.issues[0]?.message ?? "Invalid value" };
  }
}

/** What the dialog says under the input when the update failed on the server's side. */
export function updateFailureText(error: unknown): string {
  if (error instanceof ValidationError) return "Something went wrong. Please refresh the page.";
  if (error instanceof NetworkError) return "Could not reach the server. Please try again.";
  if (error instanceof ApiError) return error.message;
  return "Could not update. Please try again.";
}
