"use client";

import type { ComponentProps } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import type { Costs } from "@/lib/charges/costs";
import { formatRupees } from "@/lib/money/format-rupees";
import styles from "./costs-figure-button.module.css";

export interface CostsBreakdownProps {
  costs: Costs;
  /** What the figure is, for the button's accessible name ("Charges", "Charges to enter"). */
  label: string;
  testId: string;
}

/**
 * A costs figure as a button that shows its breakdown: the total, underlined dotted. A plain
 * <button> (no Chakra), since it is on the trader pages' first screens; the popover that replaces
 * it on first press uses it as its trigger (`asChild`), so it passes on the ref, class and props
 * it is given.
 */
export function CostsFigureButton({
  costs,
  label,
  testId,
  className,
  ...rest
}: CostsBreakdownProps & Omit<ComponentProps<"button">, "children">) {
  const total = formatRupees(costs.total);
  return (
    <PlainButton
      variant="plain"
      size="sm"
      className={className ? `${styles.figure} ${className}` : styles.figure}
      aria-label={`${label}: ${total}, show the breakdown`}
      data-testid={testId}
      {...rest}
    >
      {total}
    </PlainButton>
  );
}
