"use client";

import { Button, Field, Input, InputGroup } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { updateProfile } from "@/api-clients/user-strategy/profile";
import { analytics } from "@/components/analytics/analytics";
import { QUIET_ERRORS } from "@/components/providers/query-client";
import { readSessionToken } from "@/components/session/session-cookie";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { notify } from "@/components/ui/toaster";
import type { ProfileUpdate } from "@/lib/profile/profile-update";
import { toClientProfile } from "@/lib/profile/client-profile";
import { MOBILE_DIGITS, PHONE_PREFIX } from "@/lib/validation/mobile";
import { ACCOUNT_KEYS } from "./account-queries";
import {
  checkContact,
  CONTACT_FIELDS,
  updateFailureText,
  type ContactKind,
} from "./contact-fields";

interface Props {
  kind: ContactKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current value, to edit from ("" when not set). */
  current: string;
}

/**
 * Spec §2 screens 4 and 5, §4 dialog flows: edit the mobile or the e-mail. Enter submits; the
 * value is checked before sending; while submitting the input is disabled; on success the
 * profile is refreshed, the dialog closes and a toast says so; on failure the event is logged
 * and the server's words show under the input.
 */
export function ContactDialog({ kind, open, onOpenChange, current }: Props) {
  const field = CONTACT_FIELDS[kind];
  const formId = useId();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update, { token: readSessionToken() }),
    meta: QUIET_ERRORS,
    onSuccess: (profile) => {
      queryClient.setQueryData(ACCOUNT_KEYS.profile, toClientProfile(profile));
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.profile });
      notify(field.successToast);
      onOpenChange(false);
    },
    onError: (failure) => {
      analytics.capture(field.errorEvent, { message: String(failure) });
      setError(updateFailureText(failure));
    },
  });
  const submitting = mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkContact(kind, value);
    if (!check.ok) return setError(check.message);
    mutation.mutate(check.update);
  };

  const input = (
    <Input
      name={kind}
      value={value}
      placeholder={field.placeholder}
      disabled={submitting}
      autoFocus
      onChange={(e) => {
        setValue(e.target.value);
        setError(null);
      }}
      {...(kind === "mobile"
        ? {
            type: "tel",
            inputMode: "numeric",
            autoComplete: "tel-national",
            maxLength: MOBILE_DIGITS,
          }
        : { type: "email", inputMode: "email", autoComplete: "email" })}
    />
  );

  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title={field.title}
      locked={submitting}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {field.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field.Root invalid={error !== null}>
          <Field.Label srOnly>{field.inputLabel}</Field.Label>
          {kind === "mobile" ? <InputGroup startAddon={PHONE_PREFIX}>{input}</InputGroup> : input}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </form>
    </ResponsiveModal>
  );
}
