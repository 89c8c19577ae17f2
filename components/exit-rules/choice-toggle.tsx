"use client";

import { Button, Group } from "@chakra-ui/react";

interface Props<V extends string> {
  /** The group's accessible name, e.g. 'Stop-loss unit'. */
  label: string;
  choices: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/**
 * A few mutually exclusive choices as attached buttons, the chosen one pressed (aria-pressed),
 * as the explore filters' chips are: the unit of an amount, the kind of a timed exit.
 */
export function ChoiceToggle<V extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
}: Props<V>) {
  return (
    <Group attached role="group" aria-label={label} flexShrink={0}>
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <Button
            key={choice.value}
            size="sm"
            variant={chosen ? "solid" : "outline"}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Group>
  );
}
