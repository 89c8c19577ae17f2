"use client";

import { Field, Input, type InputProps } from "@chakra-ui/react";

interface CredentialFieldProps extends Omit<InputProps, "onChange" | "value"> {
  name: "clientId" | "name";
  label: string;
  value: string;
  error: string | undefined;
  /** Shown under the input while there is no error. */
  helper?: string;
  onValue: (value: string) => void;
}

/** One field of the test broker's login form, with its message. */
export function CredentialField({ label, error, helper, onValue, ...input }: CredentialFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" onChange={(e) => onValue(e.target.value)} {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
