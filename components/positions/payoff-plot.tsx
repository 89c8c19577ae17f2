"use client";

import { useId, useMemo } from "react";
import {
  axisTicks,
  curvePaths,
  plotOf,
  priceText,
  summary,
  TICK_MARGIN,
  TICK_SIZE,
  type ChartData,
  type PlotSize,
} from "@/lib/charts/payoff-chart-layout";
import styles from "./payoff-chart.module.css";
import { ActiveMarks, Tooltip } from "./payoff-tooltip";
import { useActivePrice } from "./use-active-price";
import { measureLabels } from "./use-plot-size";

const PROFIT = "var(--chakra-colors-green-400)";
const LOSS = "var(--chakra-colors-red-400)";
const TODAY = "var(--chakra-colors-brand-300)";
const GRID = "var(--chakra-colors-gray-700)";
const MUTED = "var(--chakra-colors-gray-400)";

/** The chart at a measured size: the SVG, and the tooltip over it while a price is active. */
export function PayoffPlot({
  data,
  size,
  indexName,
}: {
  data: ChartData;
  size: PlotSize;
  indexName: string;
}) {
  const id = useId();
  const fillId = `${id}-fill`;
  const strokeId = `${id}-stroke`;
  const plot = useMemo(() => plotOf(size, data), [size, data]);
  const ticks = useMemo(() => axisTicks(size, plot, data, measureLabels), [size, plot, data]);
  // The curves change with the data and the size, not as the pointer moves.
  const paths = useMemo(() => curvePaths(data, plot), [data, plot]);
  const { price, values, anchor, handlers } = useActivePrice(data, plot, size);
  const { left, top, right, bottom, x, y } = plot;
  const spotX = x(data.spot);
  const spotInRange = data.spot >= data.xDomain[0] && data.spot <= data.xDomain[1];
  const labelX = left - TICK_SIZE - TICK_MARGIN;

  return (
    <>
      <svg
        className={styles.surface}
        width={size.width}
        height={size.height}
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-label={summary(data, indexName)}
        tabIndex={0}
        {...handlers}
      >
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
            <stop offset={0} stopColor={PROFIT} stopOpacity={0.35} />
            <stop offset={data.zeroOffset} stopColor={PROFIT} stopOpacity={0.05} />
            <stop offset={data.zeroOffset} stopColor={LOSS} stopOpacity={0.05} />
            <stop offset={1} stopColor={LOSS} stopOpacity={0.35} />
          </linearGradient>
          <linearGradient id={strokeId} x1="0" y1="0" x2="0" y2="1">
            <stop offset={data.zeroOffset} stopColor={PROFIT} />
            <stop offset={data.zeroOffset} stopColor={LOSS} />
          </linearGradient>
        </defs>
        <path d={paths.area} fill={`url(#${fillId})`} fillOpacity={0.6} stroke="none" />
        <path d={paths.expiry} fill="none" stroke={`url(#${strokeId})`} strokeWidth={2} />
        <line x1={left} y1={y(0)} x2={right} y2={y(0)} stroke={MUTED} strokeWidth={1} />
        {spotInRange ? (
          <line
            x1={spotX}
            y1={bottom}
            x2={spotX}
            y2={top}
            stroke={TODAY}
            strokeWidth={1}
            strokeDasharray="2 4"
          />
        ) : null}
        {paths.today ? (
          <path
            data-testid="payoff-today-curve"
            d={paths.today}
            fill="none"
            stroke={TODAY}
            strokeWidth={1.5}
            strokeDasharray="5 4"
          />
        ) : null}
        <g stroke={GRID} fill="none">
          <line x1={left} y1={bottom} x2={right} y2={bottom} />
          {ticks.x.map((tick) => (
            <line
              key={tick.index}
              x1={tick.coordinate}
              y1={bottom + TICK_SIZE}
              x2={tick.coordinate}
              y2={bottom}
            />
          ))}
          <line x1={left} y1={top} x2={left} y2={bottom} />
          {ticks.y.map((tick) => (
            <line
              key={tick.index}
              x1={left - TICK_SIZE}
              y1={tick.coordinate}
              x2={left}
              y2={tick.coordinate}
            />
          ))}
        </g>
        {anchor && values ? (
          <ActiveMarks
            x={anchor.x}
            plot={plot}
            expiry={
              values.expiry === null ? null : { y: y(values.expiry), fill: `url(#${strokeId})` }
            }
            today={values.today === null ? null : { y: y(values.today), fill: TODAY }}
          />
        ) : null}
        <g fill={MUTED} stroke="none">
          {ticks.x.map((tick) => (
            <text
              key={tick.index}
              x={tick.labelAt}
              y={bottom + TICK_SIZE + TICK_MARGIN}
              textAnchor="middle"
            >
              <tspan x={tick.labelAt} dy="0.71em">
                {tick.label}
              </tspan>
            </text>
          ))}
          {ticks.y.map((tick) => (
            <text key={tick.index} x={labelX} y={tick.labelAt} textAnchor="end">
              <tspan x={labelX} dy="0.355em">
                {tick.label}
              </tspan>
            </text>
          ))}
        </g>
      </svg>
      <Tooltip
        plot={plot}
        anchor={anchor}
        label={price === undefined ? null : `${indexName} at ${priceText(price)}`}
        items={
          values
            ? [
                { name: "At expiry", value: values.expiry, today: false },
                { name: data.todayName, value: values.today, today: true },
              ]
            : []
        }
      />
    </>
  );
}
