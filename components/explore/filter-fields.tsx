"use client";

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
import { PlainButton } from "@/components/ui/plain-button";
import styles from "./filters.module.css";

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
    <div className={styles.fields}>
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
    </div>
  );
}

function ChipGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      <div className={styles.chips}>{children}</div>
    </div>
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
    <PlainButton
      size="xs"
      variant={selected ? "subtle" : "outline"}
      className={styles.chip}
      aria-pressed={selected}
      onClick={onClick}
    >
      {selected && <Check aria-hidden />}
      {children}
    </PlainButton>
  );
}
