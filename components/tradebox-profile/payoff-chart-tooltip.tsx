"use client";

import type { TooltipContentProps } from "recharts";
import { formatIndexPoints, formatSignedRupeeAmount } from "@/lib/format/display-figures";
import type { PayoffChartPoint } from "@/lib/payoff/profile-payoff-chart";
import { ChartTooltipBox, signClass, tooltipStyles as styles } from "./chart-tooltip-box";

function Row({ label, value }: { label: string; value: number | null }) {
  if (value === null) return null;
  return (
    <p className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={`${styles.strong} ${signClass(value) ?? ""}`}>
        {formatSignedRupeeAmount(value)}
      </span>
    </p>
  );
}

/** The payoff at the hovered price: at expiry and today. */
export function PayoffChartTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as PayoffChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipBox>
      <p className={styles.strong}>At {formatIndexPoints(point.price)}</p>
      <Row label="At expiry" value={point.expiry} />
      <Row label="Today (T+0)" value={point.today} />
    </ChartTooltipBox>
  );
}
