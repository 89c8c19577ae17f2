"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import type { Costs } from "@/lib/charges/costs";
import { formatRupees } from "@/lib/money/format-rupees";

export interface CostsBreakdownProps {
  costs: Costs;
  /** What the figure is, for the button's accessible name ("Charges", "Charges to enter"). */
  label: string;
  testId: string;
}

/** A costs figure as a button that shows its breakdown: the total, underlined dotted. */
export function CostsFigureButton({
  costs,
  label,
  testId,
  ...rest
}: CostsBreakdownProps & Omit<ButtonProps, "children">) {
  const total = formatRupees(costs.total);
  return (
    <Button
      variant="plain"
      size="sm"
      h="auto"
      p="0"
      fontSize="inherit"
      fontWeight="inherit"
      textDecoration="underline dotted"
      textUnderlineOffset="3px"
      aria-label={`${label}: ${total}, show the breakdown`}
      data-testid={testId}
      {...rest}
    >
      {total}
    </Button>
  );
}
