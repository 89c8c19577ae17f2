"use client";

import { Field, Input } from "@chakra-ui/react";
import { ChoiceToggle } from "./choice-toggle";
import { RuleFieldset } from "./rule-fieldset";
import type { RulesFormErrors, RulesFormValues, TimedExitChoice } from "./rules-form-values";

type Timed = RulesFormValues["timed"];

const CHOICES = [
  { value: "NONE", label: "None" },
  { value: "TIME_OF_DAY", label: "Time of day" },
  { value: "BEFORE_EXPIRY", label: "Before expiry" },
] as const;

interface Props {
  timed: Timed;
  onChange: (timed: Timed) => void;
  errors: Pick<RulesFormErrors, "timedTime" | "timedMinutes">;
  disabled?: boolean;
}

/** The timed exit: none, at a time of day (India's), or minutes before the first expiry's close. */
export function TimedExitFields({ timed, onChange, errors, disabled }: Props) {
  return (
    <RuleFieldset legend="Timed exit">
      <ChoiceToggle<TimedExitChoice>
        label="Timed exit"
        choices={CHOICES}
        value={timed.kind}
        onChange={(kind) => onChange({ ...timed, kind })}
        disabled={disabled}
      />
      {timed.kind === "TIME_OF_DAY" ? (
        <Field.Root invalid={errors.timedTime !== undefined} disabled={disabled}>
          <Field.Label fontWeight="normal" color="fg.muted">
            Exit time (India)
          </Field.Label>
          <Input
            type="time"
            value={timed.time}
            onChange={(event) => onChange({ ...timed, time: event.target.value })}
          />
          {errors.timedTime ? (
            <Field.ErrorText>{errors.timedTime}</Field.ErrorText>
          ) : (
            <Field.HelperText>Today if still ahead, else tomorrow.</Field.HelperText>
          )}
        </Field.Root>
      ) : null}
      {timed.kind === "BEFORE_EXPIRY" ? (
        <Field.Root invalid={errors.timedMinutes !== undefined} disabled={disabled}>
          <Field.Label fontWeight="normal" color="fg.muted">
            Minutes before expiry
          </Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={timed.minutes}
            onChange={(event) => onChange({ ...timed, minutes: event.target.value })}
          />
          {errors.timedMinutes ? (
            <Field.ErrorText>{errors.timedMinutes}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Before the close (15:30) of the basket&apos;s first expiry.
            </Field.HelperText>
          )}
        </Field.Root>
      ) : null}
    </RuleFieldset>
  );
}
