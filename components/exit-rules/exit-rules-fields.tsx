"use client";

import { Stack } from "@chakra-ui/react";
import type { Paise } from "@/lib/money/paise";
import { AmountRuleField } from "./amount-rule-field";
import type { RulesFormErrors, RulesFormValues } from "./rules-form-values";
import { TimedExitFields } from "./timed-exit-fields";
import { TrailingStopFields } from "./trailing-stop-fields";

interface Props {
  values: RulesFormValues;
  onChange: (values: RulesFormValues) => void;
  errors: RulesFormErrors;
  /** The basket's margin (or the order's), to show what a percentage of it comes to. */
  margin: Paise | null;
  disabled?: boolean;
}

/**
 * The trader's exit rules on one basket, one implementation for Place Order and Track's dialog:
 * stop-loss and target on its P&L, a trailing stop, a timed exit. Controlled; every input may be
 * left blank (no such rule).
 */
export function ExitRulesFields({ values, onChange, errors, margin, disabled }: Props) {
  const set =
    <K extends keyof RulesFormValues>(key: K) =>
    (value: RulesFormValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <Stack gap="5">
      <AmountRuleField
        label="Stop-loss"
        hint="Exit the basket once its P&L falls to this loss."
        amount={values.stopLoss}
        onChange={set("stopLoss")}
        error={errors.stopLoss}
        margin={margin}
        disabled={disabled}
      />
      <AmountRuleField
        label="Target"
        hint="Exit the basket once its P&L rises to this profit."
        amount={values.target}
        onChange={set("target")}
        error={errors.target}
        margin={margin}
        disabled={disabled}
      />
      <TrailingStopFields
        trailing={values.trailing}
        onChange={set("trailing")}
        errors={errors}
        disabled={disabled}
      />
      <TimedExitFields
        timed={values.timed}
        onChange={set("timed")}
        errors={errors}
        disabled={disabled}
      />
    </Stack>
  );
}
