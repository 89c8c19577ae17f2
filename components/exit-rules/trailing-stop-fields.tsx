"use client";

import { Field, HStack, Input, InputGroup, Text } from "@chakra-ui/react";
import { RuleFieldset } from "./rule-fieldset";
import type { RulesFormErrors, RulesFormValues } from "./rules-form-values";

type Trailing = RulesFormValues["trailing"];

interface Props {
  trailing: Trailing;
  onChange: (trailing: Trailing) => void;
  errors: Pick<RulesFormErrors, "trailingActivateAt" | "trailingGiveBack">;
  disabled?: boolean;
}

/** The trailing stop: once P&L reaches the first amount, exit if it gives back the second. */
export function TrailingStopFields({ trailing, onChange, errors, disabled }: Props) {
  const amount = (label: string, key: keyof Trailing, error: string | undefined) => (
    <Field.Root invalid={error !== undefined} disabled={disabled} flex="1" minW="0">
      <Field.Label fontWeight="normal" color="fg.muted">
        {label}
      </Field.Label>
      <InputGroup startElement="₹">
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={trailing[key]}
          onChange={(event) => onChange({ ...trailing, [key]: event.target.value })}
        />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
  return (
    <RuleFieldset legend="Trailing stop">
      <HStack gap="3" align="start">
        {amount("Starts at P&L", "activateAt", errors.trailingActivateAt)}
        {amount("Gives back", "giveBack", errors.trailingGiveBack)}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Once P&L reaches the first amount, exit if it gives back the second from its best.
      </Text>
    </RuleFieldset>
  );
}
