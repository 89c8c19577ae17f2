import { system } from "@/components/ui/theme/system";
import { formatRupeesAxis } from "@/lib/format/display-figures";

/**
 * The charts' colours as raw values: SVG presentation attributes do not resolve CSS variables,
 * so the theme's tokens are read out once here.
 */
export const CHART_COLOURS = {
  profit: system.token("colors.green.400"),
  loss: system.token("colors.red.400"),
  today: system.token("colors.brand.300"),
  grid: system.token("colors.gray.800"),
  axis: system.token("colors.gray.400"),
  zero: system.token("colors.gray.600"),
  spot: system.token("colors.gray.300"),
  panel: system.token("colors.gray.900"),
  text: system.token("colors.gray.50"),
} as const;

export const AXIS_TICK = { fill: CHART_COLOURS.axis, fontSize: 11 };

/** The y axis of a chart in rupees, labelled compactly (₹20K, ₹1.75L). */
export const RUPEES_Y_AXIS = {
  tickFormatter: formatRupeesAxis,
  tick: AXIS_TICK,
  tickLine: false,
  axisLine: false,
  width: 56,
} as const;

/** The hover cursor of both charts: a thin dashed vertical line. */
export const CHART_CURSOR = { stroke: CHART_COLOURS.axis, strokeDasharray: "3 3" };

/** A chart that fills its fixed-height frame (ChartFrame) and is keyboard-readable. */
export const FILL_FRAME = {
  responsive: true,
  style: { width: "100%", height: "100%" },
  accessibilityLayer: true,
} as const;
