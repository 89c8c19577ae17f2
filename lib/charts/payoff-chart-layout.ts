import { formatIndexPoints } from "../format/display-figures";
import { formatRupees, formatRupeesCompact } from "../money/format-rupees";
import { parseRupees } from "../money/parse-rupees";
import { expiryChartSeries, smoothChartSeries } from "../payoff/chart-series";
import type { PayoffPoint } from "../payoff/expiry-payoff";
import { niceTicks } from "../track/chart-ticks";
import type { PositionPayoff } from "../track/position-payoff";
import { placeTickLabels, type PlacedTick } from "./axis-ticks";
import {
  areaPath,
  linearScale,
  linearValueAt,
  linePath,
  monotonePath,
  monotoneValueAt,
  type LinearScale,
  type Point,
} from "./svg-geometry";

// The layout the chart had with recharts: its margins, a 56-px y axis, the x axis's default
// 30 px, ticks 6 px long with their labels 2 px beyond, and labels kept 5 px apart.
export const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
export const Y_AXIS_WIDTH = 56;
export const X_AXIS_HEIGHT = 30;
export const TICK_SIZE = 6;
export const TICK_MARGIN = 2;
export const MIN_TICK_GAP = 5;
export const TOOLTIP_OFFSET = 10;

const rupeesTick = (value: number) => formatRupeesCompact(parseRupees(Math.round(value)));
// Index levels and strikes (whole points or the 0.05 tick): the figures' own en-IN text, written
// without an Intl formatter, whose making is a long task on a phone as the chart first draws.
export const priceText = formatIndexPoints;
export const spotText = formatIndexPoints;

/** Where zero falls in the expiry curve's span (0 top … 1 bottom), for the profit/loss fill. */
export function zeroOffset(profits: readonly number[]): number {
  const max = Math.max(...profits);
  const min = Math.min(...profits);
  if (max <= 0) return 0;
  if (min >= 0) return 1;
  return max / (max - min);
}

/** A what-if's T+0 curve (at the expiry series' prices) and index. */
export interface PayoffWhatIf {
  today: readonly number[];
  underlyingPrice: number;
}

/** What the chart draws, independent of its size. */
export interface ChartData {
  expiry: PayoffPoint[];
  today: PayoffPoint[] | null;
  todayName: string;
  spot: number;
  /** The index's prices, from the lowest point of either curve to the highest. */
  xDomain: [number, number];
  /** Profit from the lowest point of either curve (or zero) to the highest (or zero). */
  yDomain: [number, number];
  xTicks: number[];
  yTicks: number[];
  /** Every price a curve has a point at, ascending: where the tooltip stops. */
  prices: number[];
  zeroOffset: number;
}

export function chartData(payoff: PositionPayoff, whatIf?: PayoffWhatIf | null): ChartData {
  const expiry = expiryChartSeries(payoff.expiry);
  const todaySeries = whatIf
    ? payoff.expiry.series.map((point, i) => ({
        strike: point.strike,
        profit: whatIf.today[i] ?? 0,
      }))
    : payoff.today;
  const today = todaySeries ? smoothChartSeries(todaySeries) : null;
  const spot = whatIf?.underlyingPrice ?? payoff.expiry.underlyingPrice;
  const all = [...expiry, ...(today ?? [])];
  const profits = all.map((point) => point.profit);
  const strikes = all.map((point) => point.strike);
  const [low, high] = [Math.min(0, ...profits), Math.max(0, ...profits)];
  const prices = [...new Set(strikes)].sort((a, b) => a - b);
  return {
    expiry,
    today,
    todayName: whatIf ? "What-if" : "Today",
    spot,
    xDomain: prices.length > 0 ? [prices[0]!, prices.at(-1)!] : [spot, spot],
    yDomain: [low, high],
    xTicks: niceTicks(expiry[0]?.strike ?? spot, expiry.at(-1)?.strike ?? spot, 4),
    yTicks: niceTicks(low, high, 4),
    prices,
    zeroOffset: zeroOffset(expiry.map((point) => point.profit)),
  };
}

export interface PlotSize {
  width: number;
  height: number;
  /** The plot's computed font size, which its tick labels are measured at. */
  fontSize: string;
}

/** The plot area inside the axes (px on the SVG), with its scales. */
export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
  x: LinearScale;
  y: LinearScale;
}

export function plotOf({ width, height }: PlotSize, data: ChartData): Plot {
  const left = MARGIN.left + Y_AXIS_WIDTH;
  const top = MARGIN.top;
  const right = width - MARGIN.right;
  const bottom = height - MARGIN.bottom - X_AXIS_HEIGHT;
  return {
    left,
    top,
    right,
    bottom,
    x: linearScale(data.xDomain, [left, right]),
    y: linearScale(data.yDomain, [bottom, top]),
  };
}

/** Each label's box at a font size (the browser measures them). */
export type MeasureLabels = (
  texts: readonly string[],
  fontSize: string,
) => { width: number; height: number }[];

export type AxisTick = PlacedTick & { coordinate: number; label: string };

export interface AxisTicks {
  x: AxisTick[];
  y: AxisTick[];
}

/** The ticks of both axes whose labels fit without overlapping. */
export function axisTicks(
  size: PlotSize,
  plot: Plot,
  data: ChartData,
  measure: MeasureLabels,
): AxisTicks {
  const place = (
    values: readonly number[],
    scale: LinearScale,
    format: (value: number) => string,
    extent: "width" | "height",
  ) => {
    const labels = values.map(format);
    const sizes = measure(labels, size.fontSize);
    const ticks = values.map((value, i) => ({ coordinate: scale(value), size: sizes[i]![extent] }));
    const bounds: [number, number] = [0, extent === "width" ? size.width : size.height];
    return placeTickLabels(ticks, bounds, MIN_TICK_GAP).map((placed) => ({
      ...placed,
      coordinate: ticks[placed.index]!.coordinate,
      label: labels[placed.index]!,
    }));
  };
  return {
    x: place(data.xTicks, plot.x, priceText, "width"),
    y: place(data.yTicks, plot.y, rupeesTick, "height"),
  };
}

const toPoints = (series: readonly PayoffPoint[], plot: Plot): Point[] =>
  series.map((point) => ({ x: plot.x(point.strike), y: plot.y(point.profit) }));

/** The curves' path data: the expiry's fill down to zero and its line, and today's curve. */
export function curvePaths(data: ChartData, plot: Plot) {
  const expiry = toPoints(data.expiry, plot);
  return {
    area: areaPath(expiry, plot.y(0)),
    expiry: linePath(expiry),
    today: data.today ? monotonePath(toPoints(data.today, plot)) : null,
  };
}

const asXY = (series: readonly PayoffPoint[]): Point[] =>
  series.map((point) => ({ x: point.strike, y: point.profit }));

/** Each curve's profit at a price: exact on the expiry's segments, on today's drawn curve. */
export function valuesAt(data: ChartData, price: number) {
  return {
    expiry: linearValueAt(asXY(data.expiry), price),
    today: data.today ? monotoneValueAt(asXY(data.today), price) : null,
  };
}

/** The SVG's accessible name: what it plots, over which prices, and where the index is. */
export function summary(data: ChartData, indexName: string): string {
  const today = data.todayName === "Today" ? "today" : "in the what-if";
  const curves = data.today ? `at expiry and ${today}` : "at expiry";
  const expiryProfits = data.expiry.map((point) => point.profit);
  const range =
    expiryProfits.length > 0
      ? `, from ${formatRupees(parseRupees(Math.min(...expiryProfits)))} to ${formatRupees(parseRupees(Math.max(...expiryProfits)))} at expiry`
      : "";
  return (
    `Payoff ${curves} against ${indexName} from ${priceText(data.xDomain[0])} to ` +
    `${priceText(data.xDomain[1])}${range}; ${indexName} at ${spotText(data.spot)}`
  );
}
