/**
 * Plane geometry for charts drawn as SVG by hand: linear scales, path data for straight and
 * monotone curves, and the point nearest the pointer. Framework-free; the paths are written as
 * d3-shape writes them (coordinates rounded to 3 decimals), so a chart drawn with these matches
 * one drawn with d3's line and area generators point for point.
 */

export interface Point {
  x: number;
  y: number;
}

/** A linear map from a domain onto a range, as d3's scaleLinear without clamping. */
export interface LinearScale {
  (value: number): number;
  /** The domain value a range value comes from. */
  invert(position: number): number;
}

/**
 * Maps [d0, d1] onto [r0, r1] linearly. A degenerate domain (d0 = d1) maps everything to the
 * middle of the range, as d3 does.
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): LinearScale {
  const span = d1 - d0;
  const scale = (value: number) => {
    const t = span === 0 ? 0.5 : (value - d0) / span;
    return r0 * (1 - t) + r1 * t;
  };
  scale.invert = (position: number) => (r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * span);
  return scale;
}

/** A coordinate as it is written into path data: at most 3 decimals. */
function num(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function at({ x, y }: Point): string {
  return `${num(x)},${num(y)}`;
}

/** Straight segments through the points: `M x,y L x,y …` (empty for no points). */
export function linePath(points: readonly Point[]): string {
  return points.map((point, i) => `${i === 0 ? "M" : "L"}${at(point)}`).join("");
}

/**
 * The region between straight segments through the points and the horizontal line y =
 * `baseline`: along the points, back along the baseline, closed.
 */
export function areaPath(points: readonly Point[], baseline: number): string {
  if (points.length === 0) return "";
  const back = [...points].reverse().map((point) => `L${at({ x: point.x, y: baseline })}`);
  return `${linePath(points)}${back.join("")}Z`;
}

/** Sign with zero counted as positive: a flat side then never cancels the other side's sign. */
const signOf = (value: number) => (value < 0 ? -1 : 1);

/**
 * The tangent at each point of the monotone cubic through the points (Steffen, "A simple method
 * for monotonic interpolation in one dimension", A&A 239, 1990), the curve d3 calls
 * curveMonotoneX. Inside, the tangent is zero where the slopes on either side differ in sign,
 * and otherwise the smallest of twice each side's slope and the slope of the parabola through
 * the three points: the cubic between two points never leaves the range of their values. At
 * each end the tangent makes the end segment's cubic a parabola (3·slope − next tangent) / 2.
 * x must increase strictly; fewer than 3 points have no curve (straight segments).
 */
export function monotoneTangents(points: readonly Point[]): number[] {
  const n = points.length;
  if (n < 3) return points.map(() => 0);
  const slope = (i: number) =>
    (points[i + 1]!.y - points[i]!.y) / (points[i + 1]!.x - points[i]!.x);
  const tangents = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const before = slope(i - 1);
    const after = slope(i);
    const left = points[i]!.x - points[i - 1]!.x;
    const right = points[i + 1]!.x - points[i]!.x;
    const parabola = (before * right + after * left) / (left + right);
    const bound = Math.min(Math.abs(before), Math.abs(after), 0.5 * Math.abs(parabola));
    tangents[i] = (signOf(before) + signOf(after)) * bound || 0;
  }
  tangents[0] = (3 * slope(0) - tangents[1]!) / 2;
  tangents[n - 1] = (3 * slope(n - 2) - tangents[n - 2]!) / 2;
  return tangents;
}

/** Drops a point equal to the one before it, as d3's curves do. */
function distinct(points: readonly Point[]): Point[] {
  return points.filter((point, i) => {
    const previous = points[i - 1];
    return !previous || previous.x !== point.x || previous.y !== point.y;
  });
}

/**
 * Path data of the monotone cubic through the points (curveMonotoneX): one cubic Bézier per
 * segment, its control points a third of the segment's width in from each end along that end's
 * tangent. Two points are a straight line.
 */
export function monotonePath(input: readonly Point[]): string {
  const points = distinct(input);
  if (points.length < 3) return linePath(points);
  const tangents = monotoneTangents(points);
  let path = `M${at(points[0]!)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1] = [points[i]!, points[i + 1]!];
    const third = (p1.x - p0.x) / 3;
    const c0 = { x: p0.x + third, y: p0.y + third * tangents[i]! };
    const c1 = { x: p1.x - third, y: p1.y - third * tangents[i + 1]! };
    path += `C${at(c0)},${at(c1)},${at(p1)}`;
  }
  return path;
}

/** Index of the last point whose x is at most `x` (0 before the first, n − 2 at the last). */
function segmentAt(points: readonly Point[], x: number): number {
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (points[mid]!.x <= x) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * The y of the straight segments through the points at `x` (the end's y beyond either end),
 * or null with no points.
 */
export function linearValueAt(points: readonly Point[], x: number): number | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (x <= first.x) return first.y;
  if (x >= last.x) return last.y;
  const i = segmentAt(points, x);
  const [p0, p1] = [points[i]!, points[i + 1]!];
  return p0.y + ((x - p0.x) / (p1.x - p0.x)) * (p1.y - p0.y);
}

/**
 * The y of the monotone cubic through the points (monotonePath) at `x`, the end's y beyond
 * either end, or null with no points. Each segment's Bézier has its x in equal thirds, so x
 * moves linearly along it and the Bézier parameter is the share of the segment's width.
 */
export function monotoneValueAt(input: readonly Point[], x: number): number | null {
  const points = distinct(input);
  if (points.length < 3) return linearValueAt(points, x);
  const first = points[0]!;
  const last = points.at(-1)!;
  if (x <= first.x) return first.y;
  if (x >= last.x) return last.y;
  const tangents = monotoneTangents(points);
  const i = segmentAt(points, x);
  const [p0, p1] = [points[i]!, points[i + 1]!];
  const third = (p1.x - p0.x) / 3;
  const c0 = p0.y + third * tangents[i]!;
  const c1 = p1.y - third * tangents[i + 1]!;
  const t = (x - p0.x) / (p1.x - p0.x);
  const u = 1 - t;
  return u * u * u * p0.y + 3 * u * u * t * c0 + 3 * u * t * t * c1 + t * t * t * p1.y;
}

/**
 * Index of the value nearest `target` in ascending `values` (a tie goes to the lower one), or
 * -1 when there are none: the point a pointer at `target` is over.
 */
export function nearestIndex(values: readonly number[], target: number): number {
  if (values.length === 0) return -1;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (target <= (values[mid]! + values[mid + 1]!) / 2) high = mid;
    else low = mid + 1;
  }
  return low;
}
