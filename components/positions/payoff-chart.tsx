"use client";

import { Box, HStack, Text } from "@chakra-ui/react";
import {
  Area,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatRupees, formatRupeesCompact } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { expiryChartSeries, smoothChartSeries } from "@/lib/payoff/chart-series";
import { niceTicks } from "@/lib/track/chart-ticks";
import type { PositionPayoff } from "@/lib/track/position-payoff";

const PROFIT = "var(--chakra-colors-green-400)";
const LOSS = "var(--chakra-colors-red-400)";
const TODAY = "var(--chakra-colors-brand-300)";
const GRID = "var(--chakra-colors-gray-700)";
const MUTED = "var(--chakra-colors-gray-400)";

const rupeesTick = (value: number) => formatRupeesCompact(parseRupees(Math.round(value)));

/** Where zero falls in the expiry curve's span (0 top … 1 bottom), for the profit/loss fill. */
function zeroOffset(profits: readonly number[]): number {
  const max = Math.max(...profits);
  const min = Math.min(...profits);
  if (max <= 0) return 0;
  if (min >= 0) return 1;
  return max / (max - min);
}

/**
 * The open position's payoff: at expiry (filled green above zero, red below) and today (dashed),
 * with the index's price now. Series are thinned losslessly (lib/payoff/chart-series).
 */
export interface PositionPayoffChartProps {
  payoff: PositionPayoff;
  indexName: string;
  /** A what-if's T+0 curve (at the expiry series' prices) and index, drawn instead of today's. */
  whatIf?: { today: readonly number[]; underlyingPrice: number } | null;
}

export function PayoffChart({ payoff, indexName, whatIf }: PositionPayoffChartProps) {
  const expiry = expiryChartSeries(payoff.expiry);
  const todaySeries = whatIf
    ? payoff.expiry.series.map((point, i) => ({
        strike: point.strike,
        profit: whatIf.today[i] ?? 0,
      }))
    : payoff.today;
  const today = todaySeries ? smoothChartSeries(todaySeries) : null;
  const offset = zeroOffset(expiry.map((point) => point.profit));
  const spot = whatIf?.underlyingPrice ?? payoff.expiry.underlyingPrice;
  const profits = [...expiry, ...(today ?? [])].map((point) => point.profit);
  const [low, high] = [Math.min(0, ...profits), Math.max(0, ...profits)];
  return (
    <Box data-testid="payoff-chart">
      <HStack gap="4" fontSize="xs" color="fg.muted" mb="2">
        <HStack gap="1.5">
          <Box w="3" h="1" rounded="full" bg="green.400" />
          <Text>At expiry</Text>
        </HStack>
        {today ? (
          <HStack gap="1.5">
            <Box w="3" h="0" borderTopWidth="2px" borderStyle="dashed" borderColor="brand.300" />
            <Text>{whatIf ? "What-if" : "Today"}</Text>
          </HStack>
        ) : null}
        <Text ms="auto">
          {indexName} {spot.toLocaleString("en-IN", { maximumFractionDigits: 2 })}
        </Text>
      </HStack>
      <Box h={{ base: "56", md: "72" }} fontSize="xs">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <defs>
              <linearGradient id="payoff-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset={0} stopColor={PROFIT} stopOpacity={0.35} />
                <stop offset={offset} stopColor={PROFIT} stopOpacity={0.05} />
                <stop offset={offset} stopColor={LOSS} stopOpacity={0.05} />
                <stop offset={1} stopColor={LOSS} stopOpacity={0.35} />
              </linearGradient>
              <linearGradient id="payoff-stroke" x1="0" y1="0" x2="0" y2="1">
                <stop offset={offset} stopColor={PROFIT} />
                <stop offset={offset} stopColor={LOSS} />
              </linearGradient>
            </defs>
            <XAxis
              dataKey="strike"
              type="number"
              domain={["dataMin", "dataMax"]}
              ticks={niceTicks(expiry[0]?.strike ?? spot, expiry.at(-1)?.strike ?? spot, 4)}
              tick={{ fill: MUTED }}
              stroke={GRID}
              tickFormatter={(value: number) => value.toLocaleString("en-IN")}
            />
            <YAxis
              type="number"
              domain={[low, high]}
              ticks={niceTicks(low, high, 4)}
              tick={{ fill: MUTED }}
              stroke={GRID}
              tickFormatter={rupeesTick}
              width={56}
            />
            <Tooltip
              contentStyle={{
                background: "var(--chakra-colors-gray-900)",
                border: `1px solid ${GRID}`,
                borderRadius: 8,
              }}
              labelFormatter={(value) => `${indexName} at ${Number(value).toLocaleString("en-IN")}`}
              formatter={(value, name) => [formatRupees(parseRupees(Number(value))), name]}
            />
            <ReferenceLine y={0} stroke={MUTED} strokeWidth={1} />
            <ReferenceLine x={spot} stroke={TODAY} strokeDasharray="2 4" />
            <Area
              data={expiry}
              dataKey="profit"
              name="At expiry"
              type="linear"
              stroke="url(#payoff-stroke)"
              strokeWidth={2}
              fill="url(#payoff-fill)"
              isAnimationActive={false}
            />
            {today ? (
              <Line
                data={today}
                dataKey="profit"
                name={whatIf ? "What-if" : "Today"}
                type="monotone"
                stroke={TODAY}
                strokeWidth={1.5}
                strokeDasharray="5 4"
                dot={false}
                isAnimationActive={false}
              />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
