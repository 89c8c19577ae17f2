"use client";

import { Field, Input, type InputProps } from "@chakra-ui/react";

interface CredentialFieldProps extends Omit<InputProps, "onChange" | "value" | "defaultValue"> {
  /** The form reads the value under this name when it submits. */
  name: "clientId" | "name";
  label: string;
  error: string | undefined;
  /** Shown under the input while there is no error. */
  helper?: string;
  /** The trader changed the text (its message may go). */
  onEdit: () => void;
}

/** One field of the test broker's login form (uncontrolled: see TestBrokerForm), with its message. */
export function CredentialField({ label, error, helper, onEdit, ...input }: CredentialFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" onChange={onEdit} {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
