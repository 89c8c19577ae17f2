import { PALETTE } from "@/components/ui/theme/palette";
import { formatRupeesAxis } from "@/lib/format/display-figures";

/**
 * The charts' colours as raw values, so the charts (loaded on public pages with no Chakra code)
 * need no theme system to read them. green.400 and red.400 are Chakra's own scales (the theme's
 * `profit` and `loss`); chart-style.test.ts checks every value against the system's tokens.
 */
export const CHART_COLOURS = {
  profit: "#4ade80",
  loss: "#f87171",
  today: PALETTE.brand[300],
  grid: PALETTE.gray[800],
  axis: PALETTE.gray[400],
  zero: PALETTE.gray[600],
  spot: PALETTE.gray[300],
  panel: PALETTE.gray[900],
  text: PALETTE.gray[50],
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
