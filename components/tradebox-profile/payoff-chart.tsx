"use client";

import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceDot,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatIndexPoints } from "@/lib/format/display-figures";
import { priceTicks } from "@/lib/payoff/price-ticks";
import type { PayoffChartPoint } from "@/lib/payoff/profile-payoff-chart";
import { AXIS_TICK, CHART_COLOURS, CHART_CURSOR, FILL_FRAME, RUPEES_Y_AXIS } from "./chart-style";
import { PayoffChartTooltip } from "./payoff-chart-tooltip";

export interface PayoffChartProps {
  points: PayoffChartPoint[];
  from: number;
  to: number;
  breakEvens: number[];
  underlyingPrice: number | null;
  hasToday: boolean;
}

// The expiry payoff in two areas, each drawn from the zero line: its profit and its loss.
const EXPIRY_AREAS = [
  { key: "gain", name: "Profit at expiry", colour: CHART_COLOURS.profit },
  { key: "loss", name: "Loss at expiry", colour: CHART_COLOURS.loss },
] as const;

const pointsTick = (value: number) => formatIndexPoints(Math.round(value));

/**
 * The payoff chart: the expiry payoff as an area, green above zero and red below (split at the
 * zero crossings, which the series keeps exactly), the T+0 curve dashed over it, break-evens as
 * dots on the zero line and the underlying's price as a marker. No animation: it draws once,
 * in place.
 */
export function PayoffChart({
  points,
  from,
  to,
  breakEvens,
  underlyingPrice,
  hasToday,
}: PayoffChartProps) {
  const data = points.map((point) => ({
    ...point,
    gain: point.expiry >= 0 ? point.expiry : null,
    loss: point.expiry <= 0 ? point.expiry : null,
  }));
  return (
    <ComposedChart {...FILL_FRAME} data={data} margin={{ top: 20, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" />
      <XAxis
        dataKey="price"
        type="number"
        domain={[from, to]}
        ticks={priceTicks(from, to)}
        allowDataOverflow
        tickFormatter={pointsTick}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLOURS.grid }}
        minTickGap={28}
      />
      <YAxis {...RUPEES_Y_AXIS} />
      <Tooltip content={PayoffChartTooltip} cursor={CHART_CURSOR} />
      <ReferenceLine y={0} stroke={CHART_COLOURS.zero} />
      {EXPIRY_AREAS.map(({ key, name, colour }) => (
        <Area
          key={key}
          dataKey={key}
          name={name}
          baseValue={0}
          stroke={colour}
          strokeWidth={2}
          fill={colour}
          fillOpacity={0.18}
          isAnimationActive={false}
          activeDot={false}
        />
      ))}
      {hasToday && (
        <Line
          dataKey="today"
          name="Today (T+0)"
          stroke={CHART_COLOURS.today}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      )}
      {underlyingPrice !== null && underlyingPrice >= from && underlyingPrice <= to && (
        <ReferenceLine
          x={underlyingPrice}
          stroke={CHART_COLOURS.spot}
          strokeDasharray="2 4"
          label={{ value: "Spot", position: "top", fill: CHART_COLOURS.spot, fontSize: 11 }}
        />
      )}
      {breakEvens
        .filter((strike) => strike >= from && strike <= to)
        .map((strike) => (
          <ReferenceDot
            key={strike}
            x={strike}
            y={0}
            r={5}
            fill={CHART_COLOURS.panel}
            stroke={CHART_COLOURS.text}
            strokeWidth={2}
          />
        ))}
    </ComposedChart>
  );
}
