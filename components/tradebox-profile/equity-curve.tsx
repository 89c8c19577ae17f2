"use client";

import { Box, Stack, Text } from "@chakra-ui/react";
import {
  Area,
  AreaChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import { formatRupeesCompact } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import {
  formatIsoDate,
  formatRupeeAmount,
  formatSignedRupeeAmount,
} from "@/lib/format/display-figures";
import type { EquityPoint } from "@/lib/performance/equity-curve";
import { CHART_COLOURS } from "./chart-colours";

const AXIS_TICK = { fill: CHART_COLOURS.axis, fontSize: 11 };

function EquityTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as EquityPoint | undefined;
  if (!active || !point) return null;
  return (
    <Box
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      px="3"
      py="2"
      fontSize="xs"
      shadow="lg"
    >
      <Stack gap="0.5">
        <Text fontWeight="semibold">{point.date ? formatIsoDate(point.date) : "Start"}</Text>
        <Text>Portfolio {formatRupeeAmount(point.value)}</Text>
        {point.profit !== null && (
          <Text color={point.profit >= 0 ? "profit" : "loss"}>
            {formatSignedRupeeAmount(point.profit)} this period
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** The portfolio's value over the window (portfolio_timeseries), from its starting capital. */
export function EquityCurve({ points, id }: { points: EquityPoint[]; id: string }) {
  const rising = (points.at(-1)?.value ?? 0) >= (points[0]?.value ?? 0);
  const colour = rising ? CHART_COLOURS.profit : CHART_COLOURS.loss;
  return (
    <AreaChart
      responsive
      data={points}
      style={{ width: "100%", height: "100%" }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer
    >
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
      <YAxis
        tickFormatter={(value: number) => formatRupeesCompact(parseRupees(Math.round(value)))}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={56}
        domain={["auto", "auto"]}
      />
      <Tooltip
        content={EquityTooltip}
        cursor={{ stroke: CHART_COLOURS.axis, strokeDasharray: "3 3" }}
      />
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
