"use client";

import { Field, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { SignupMessage } from "@/lib/validation/signup-messages";

interface WidgetFieldProps extends Omit<InputProps, "onChange"> {
  label: ReactNode;
  /** The widget's message, when it is placed under this field. */
  message: SignupMessage | null;
  onValue: (value: string) => void;
  /** Shown inside the input before the value (the mobile's +91). */
  prefix?: string;
}

/**
 * One input of the sign-up widget. A message placed under it shows in the spec's red, with the
 * field's border in the same colour (spec §5).
 */
export function WidgetField({ label, message, onValue, prefix, ...input }: WidgetFieldProps) {
  const color = message?.borderColor ?? undefined;
  const control = (
    <Input
      size="lg"
      bg="bg"
      borderColor={color ?? "border.emphasized"}
      _focusVisible={color ? { borderColor: color, outlineColor: color } : undefined}
      onChange={(event) => onValue(event.target.value)}
      {...input}
    />
  );
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label fontSize="sm" color="fg.muted">
        {label}
      </Field.Label>
      {prefix ? (
        <InputGroup startElement={prefix} startElementProps={{ color: "fg.muted" }}>
          {control}
        </InputGroup>
      ) : (
        control
      )}
      {message ? (
        <Field.ErrorText color={color} fontSize="sm">
          {message.text}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
