"use client";

import {
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import {
  valuesAt,
  type ChartData,
  type Plot,
  type PlotSize,
} from "@/lib/charts/payoff-chart-layout";
import { nearestIndex, type Point } from "@/lib/charts/svg-geometry";

/**
 * What the tooltip follows: the pointer (px on the SVG; the nearest price is found as the data
 * moves under it), or a price chosen with the arrow keys (an index into `prices`).
 */
type Active = { by: "pointer"; x: number; y: number } | { by: "keyboard"; index: number };

/**
 * The price the tooltip shows, if any, each curve's profit there and where the tooltip is
 * anchored (px on the SVG), with the SVG's pointer and keyboard handlers that choose it.
 */
export function useActivePrice(data: ChartData, plot: Plot, size: PlotSize) {
  const pricePixels = useMemo(() => data.prices.map((price) => plot.x(price)), [data, plot]);
  const [active, setActive] = useState<Active | null>(null);
  const keyboardUsed = useRef(false);

  const { left, top, right, bottom, x, y } = plot;
  const inPlot = (px: number, py: number) => px >= left && px <= right && py >= top && py <= bottom;

  // Whole pixels from the SVG's corner, undoing any CSS scale on the way (as recharts did).
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = Math.round(((event.clientX - box.left) * size.width) / (box.width || size.width));
    const py = Math.round(((event.clientY - box.top) * size.height) / (box.height || size.height));
    setActive(inPlot(px, py) ? { by: "pointer", x: px, y: py } : null);
  };

  const last = data.prices.length - 1;
  const index = !active
    ? -1
    : active.by === "pointer"
      ? nearestIndex(pricePixels, active.x)
      : Math.min(active.index, last);
  const price = data.prices[index];
  const values = price === undefined ? null : valuesAt(data, price);
  // At a price chosen from the keyboard the tooltip sits on the expiry curve, as recharts' did.
  const anchorY =
    active?.by === "pointer"
      ? active.y
      : y(values?.expiry ?? (data.yDomain[0] + data.yDomain[1]) / 2);
  const anchor: Point | null = price === undefined ? null : { x: x(price), y: anchorY };

  // Keyboard: the first focus from the keyboard shows the lowest price; the arrows step along
  // the prices, Escape and leaving the chart hide the tooltip (recharts' accessibility layer).
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    if (keyboardUsed.current || !event.currentTarget.matches(":focus-visible")) return;
    keyboardUsed.current = true;
    if (last >= 0) setActive({ by: "keyboard", index: 0 });
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      keyboardUsed.current = true;
      const next = index >= 0 ? index + step : step > 0 ? 0 : last;
      if (next >= 0 && next <= last) setActive({ by: "keyboard", index: next });
    } else if (event.key === "Escape") {
      setActive(null);
    }
  };
  const hide = () => setActive(null);

  return {
    price,
    values,
    anchor,
    handlers: {
      onFocus,
      onBlur: hide,
      onKeyDown,
      onPointerMove: onPointer,
      onPointerDown: onPointer,
      onMouseLeave: hide,
    },
  };
}
