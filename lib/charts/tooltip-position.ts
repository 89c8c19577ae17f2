/**
 * Where a tooltip box goes along one axis (its top-left corner, px), as recharts places its
 * tooltip: `offset` px after the anchor, or `offset` px before it when it would pass the end of
 * the plot [viewStart, viewStart + viewSize], and never before the plot's start.
 */
export function tooltipOffset(
  anchor: number,
  size: number,
  offset: number,
  viewStart: number,
  viewSize: number,
): number {
  const after = anchor + offset;
  if (after + size > viewStart + viewSize) {
    return Math.max(anchor - size - Math.max(offset, 0), viewStart);
  }
  return Math.max(after, viewStart);
}
