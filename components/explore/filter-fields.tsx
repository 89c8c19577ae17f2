"use client";

import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  fundsRangeLabel,
  isChosen,
  otherFundsRange,
  toggleChoice,
  withFundsBucket,
} from "@/lib/explore/filter-edits";
import { FILTER_GROUPS } from "@/lib/explore/filter-groups";
import type { FilterForm } from "@/lib/explore/filter-form";
import { FUNDS_BUCKETS, fundsBucketOf } from "@/lib/explore/funds-buckets";

interface Props {
  filters: FilterForm;
  onChange: (filters: FilterForm) => void;
}

/**
 * The explore filters as chips: funds (one bucket, spec §9), then risk, market trend, payoff
 * potential, instrument and frequency (any number each). Controlled: the caller decides when a
 * change applies.
 */
export function FilterFields({ filters, onChange }: Props) {
  const bucket = fundsBucketOf(filters);
  const otherRange = otherFundsRange(filters);
  return (
    <Stack gap="5">
      <ChipGroup title="Funds required">
        {otherRange && (
          <Chip selected onClick={() => onChange(withFundsBucket(filters, undefined))}>
            {fundsRangeLabel(otherRange)}
          </Chip>
        )}
        {FUNDS_BUCKETS.map((b) => (
          <Chip
            key={b.id}
            selected={bucket?.id === b.id}
            onClick={() => onChange(withFundsBucket(filters, bucket?.id === b.id ? undefined : b))}
          >
            {b.label}
          </Chip>
        ))}
      </ChipGroup>
      {FILTER_GROUPS.map((group) => (
        <ChipGroup key={group.id} title={group.title}>
          {group.choices.map((choice) => (
            <Chip
              key={`${choice.field}:${choice.value}`}
              selected={isChosen(filters, choice)}
              onClick={() => onChange(toggleChoice(filters, choice))}
            >
              {choice.label}
            </Chip>
          ))}
        </ChipGroup>
      ))}
    </Stack>
  );
}

function ChipGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack role="group" aria-labelledby={id} gap="2">
      <Heading id={id} as="h3" size="xs" color="fg.muted" fontWeight="medium">
        {title}
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        {children}
      </HStack>
    </Stack>
  );
}

function Chip({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      h="8"
      px="3"
      rounded="full"
      variant={selected ? "subtle" : "outline"}
      borderWidth="1px"
      borderColor={selected ? "accent" : "border.emphasized"}
      color={selected ? "accent.fg" : "fg.muted"}
      aria-pressed={selected}
      onClick={onClick}
    >
      {selected && <Check aria-hidden />}
      {children}
    </Button>
  );
}
