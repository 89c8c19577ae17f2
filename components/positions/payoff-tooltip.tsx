"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { TOOLTIP_OFFSET, type Plot } from "@/lib/charts/payoff-chart-layout";
import { linePath, type Point } from "@/lib/charts/svg-geometry";
import { tooltipOffset } from "@/lib/charts/tooltip-position";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import styles from "./payoff-chart.module.css";

type Dot = { y: number; fill: string } | null;

/** The cursor across the plot at the active price, with a dot where each curve crosses it. */
export function ActiveMarks({
  x,
  plot,
  expiry,
  today,
}: {
  x: number;
  plot: Plot;
  /** Each curve's point at the price (px) in its colour; null where the curve has none. */
  expiry: Dot;
  today: Dot;
}) {
  return (
    <>
      <path
        d={linePath([
          { x, y: plot.top },
          { x, y: plot.bottom },
        ])}
        stroke="#ccc"
        fill="none"
        pointerEvents="none"
      />
      {expiry ? <ActiveDot x={x} {...expiry} /> : null}
      {today ? <ActiveDot x={x} {...today} /> : null}
    </>
  );
}

function ActiveDot({ x, y, fill }: { x: number; y: number; fill: string }) {
  return <circle cx={x} cy={y} r={4} fill={fill} stroke="#fff" strokeWidth={2} />;
}

export interface TooltipItem {
  name: string;
  value: number | null;
  today: boolean;
}

/**
 * recharts' default tooltip: the price, then each curve's profit in its colour ("name : value";
 * the expiry curve's gradient is no colour, so its line takes the text's), 10 px right of and
 * below the pointer, or left of and above it where it would leave the plot.
 */
export function Tooltip({
  plot,
  anchor,
  label,
  items,
}: {
  plot: Plot;
  anchor: Point | null;
  label: string | null;
  items: readonly TooltipItem[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const shown = items.filter((item) => item.value !== null);
  const content = `${label ?? ""}|${shown.map((item) => `${item.name}${item.value}`).join("|")}`;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    setBox((previous) =>
      previous?.width === width && previous.height === height ? previous : { width, height },
    );
  }, [content]);
  const visible = anchor !== null && label !== null && shown.length > 0 && box !== null;
  const transform =
    anchor && box
      ? `translate(${tooltipOffset(anchor.x, box.width, TOOLTIP_OFFSET, plot.left, plot.right - plot.left)}px, ${tooltipOffset(anchor.y, box.height, TOOLTIP_OFFSET, plot.top, plot.bottom - plot.top)}px)`
      : undefined;
  return (
    <div
      ref={ref}
      className={visible ? `${styles.tooltip} ${styles.shown}` : styles.tooltip}
      style={transform ? { transform } : undefined}
    >
      <div className={styles.tooltipBox} role="status" aria-live="assertive">
        <p>{label ?? ""}</p>
        {shown.length > 0 ? (
          <ul>
            {shown.map((item) => (
              <li
                key={item.name}
                className={
                  item.today ? `${styles.tooltipItem} ${styles.todayItem}` : styles.tooltipItem
                }
              >
                {item.name} : {formatRupees(parseRupees(item.value!))}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
