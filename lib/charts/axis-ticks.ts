/** A tick of an axis: where it is along the axis (px) and its label's extent along the axis (px). */
export interface TickSpan {
  coordinate: number;
  size: number;
}

/** A tick whose label is drawn: its index, and where its label's centre goes (px). */
export interface PlacedTick {
  index: number;
  labelAt: number;
}

/**
 * The ticks whose labels fit, keeping the last one (recharts' `interval="preserveEnd"`, which
 * the charts drawn with recharts used): from the last tick back, a label is drawn when it lies
 * wholly within [from, to] and at least `minGap` px from the label drawn after it. The last
 * label is first moved inwards so that it ends at the boundary. Ticks run in value order, in
 * either direction along the axis (a y axis's values rise as its pixels fall).
 */
export function placeTickLabels(
  ticks: readonly TickSpan[],
  [from, to]: readonly [number, number],
  minGap = 5,
): PlacedTick[] {
  const [first, second] = ticks;
  const sign = first && second && second.coordinate < first.coordinate ? -1 : 1;
  const start = sign === 1 ? from : to;
  let end = sign === 1 ? to : from;
  const placed: PlacedTick[] = [];
  for (let i = ticks.length - 1; i >= 0; i--) {
    const { coordinate, size } = ticks[i]!;
    const half = size / 2;
    const overshoot = sign * (coordinate + sign * half - end);
    const labelAt =
      i === ticks.length - 1 && overshoot > 0 ? coordinate - sign * overshoot : coordinate;
    const fits =
      sign * (labelAt - sign * half - start) >= 0 && sign * (labelAt + sign * half - end) <= 0;
    if (!fits) continue;
    end = labelAt - sign * (half + minGap);
    placed.unshift({ index: i, labelAt });
  }
  return placed;
}
