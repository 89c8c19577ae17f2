"use client";

import { Field, HStack, Input } from "@chakra-ui/react";
import type { RuleUnit } from "@/lib/exit-rules/exit-rules-wire";
import { percentOf } from "@/lib/money/apply-rate";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import { ChoiceToggle } from "./choice-toggle";
import type { RulesFormValues } from "./rules-form-values";

const UNITS = [
  { value: "RUPEES", label: "₹" },
  { value: "PERCENT_OF_MARGIN", label: "% of margin" },
] as const;

interface Props {
  label: "Stop-loss" | "Target";
  hint: string;
  amount: RulesFormValues["stopLoss"];
  onChange: (amount: RulesFormValues["stopLoss"]) => void;
  error: string | undefined;
  /** The basket's margin, to show what a percentage of it comes to. */
  margin: Paise | null;
  disabled?: boolean;
}

/** What a percentage of the margin comes to, when the text is one: '≈ ₹2,400.00 of ₹1,20,000.00'. */
function shareOfMargin(text: string, margin: Paise | null): string | null {
  const percent = Number(text.replace(/,/g, ""));
  if (margin === null || text.trim() === "" || !(percent > 0 && percent <= 100)) return null;
  return `≈ ${formatRupees(percentOf(margin, percent, "half-up"))} of ${formatRupees(margin)} margin`;
}

/** A stop-loss or a target on the basket's P&L: an amount, in rupees or as % of its margin. */
export function AmountRuleField({ label, hint, amount, onChange, error, margin, disabled }: Props) {
  const share = amount.unit === "PERCENT_OF_MARGIN" ? shareOfMargin(amount.value, margin) : null;
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full" align="start">
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={amount.unit === "RUPEES" ? "Amount in ₹" : "% of margin"}
          value={amount.value}
          onChange={(event) => onChange({ ...amount, value: event.target.value })}
        />
        <ChoiceToggle<RuleUnit>
          label={`${label} unit`}
          choices={UNITS}
          value={amount.unit}
          onChange={(unit) => onChange({ ...amount, unit })}
          disabled={disabled}
        />
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{share ?? hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
