"use client";

import {
  Area,
  AreaChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import {
  formatIsoDate,
  formatRupeeAmount,
  formatSignedRupeeAmount,
} from "@/lib/format/display-figures";
import type { EquityPoint } from "@/lib/performance/equity-curve";
import { AXIS_TICK, CHART_COLOURS, CHART_CURSOR, FILL_FRAME, RUPEES_Y_AXIS } from "./chart-style";
import { ChartTooltipBox, tooltipStyles as styles } from "./chart-tooltip-box";

function EquityTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as EquityPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipBox>
      <p className={styles.strong}>{point.date ? formatIsoDate(point.date) : "Start"}</p>
      <p>Portfolio {formatRupeeAmount(point.value)}</p>
      {point.profit !== null && (
        <p className={point.profit >= 0 ? styles.profit : styles.loss}>
          {formatSignedRupeeAmount(point.profit)} this period
        </p>
      )}
    </ChartTooltipBox>
  );
}

/** The portfolio's value over the window (portfolio_timeseries), from its starting capital. */
export function EquityCurve({ points, id }: { points: EquityPoint[]; id: string }) {
  const rising = (points.at(-1)?.value ?? 0) >= (points[0]?.value ?? 0);
  const colour = rising ? CHART_COLOURS.profit : CHART_COLOURS.loss;
  return (
    <AreaChart {...FILL_FRAME} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={colour} stopOpacity={0.35} />
          <stop offset="100%" stopColor={colour} stopOpacity={0} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLOURS.grid }}
        minTickGap={16}
      />
      <YAxis {...RUPEES_Y_AXIS} domain={["auto", "auto"]} />
      <Tooltip content={EquityTooltip} cursor={CHART_CURSOR} />
      <Area
        dataKey="value"
        name="Portfolio value"
        stroke={colour}
        strokeWidth={2}
        fill={`url(#${id})`}
        dot={{ r: 3, fill: colour, strokeWidth: 0 }}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
