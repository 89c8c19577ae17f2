"use client";

import { HStack, Text } from "@chakra-ui/react";
import type { TooltipContentProps } from "recharts";
import { formatIndexPoints, formatSignedRupeeAmount } from "@/lib/format/display-figures";
import type { PayoffChartPoint } from "@/lib/payoff/profile-payoff-chart";
import { ChartTooltipBox } from "./chart-tooltip-box";

function Row({ label, value }: { label: string; value: number | null }) {
  if (value === null) return null;
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" color={value > 0 ? "profit" : value < 0 ? "loss" : "fg"}>
        {formatSignedRupeeAmount(value)}
      </Text>
    </HStack>
  );
}

/** The payoff at the hovered price: at expiry and today. */
export function PayoffChartTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as PayoffChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipBox>
      <Text fontWeight="semibold">At {formatIndexPoints(point.price)}</Text>
      <Row label="At expiry" value={point.expiry} />
      <Row label="Today (T+0)" value={point.today} />
    </ChartTooltipBox>
  );
}
